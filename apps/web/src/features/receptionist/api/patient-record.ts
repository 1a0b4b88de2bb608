import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Patient,
  PatientEntity,
  PatientInput,
  PatientNote,
  PatientRecord,
} from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { localStamp, saveBlob } from '../../../lib/download';
import { receptionistKey } from './receptionist-keys';

const base = '/api/v1/receptionist';

export const patientRecordQuery = (orgId: string | null, id: string) =>
  queryOptions({
    queryKey: [...receptionistKey(orgId), 'patient-record', id] as const,
    queryFn: ({ signal }) => api.get<PatientRecord>(`${base}/patients/${id}/record`, { signal }),
    enabled: Boolean(orgId),
  });

export function usePatientRecord(id: string) {
  const { currentOrgAccess } = useAccount();
  return useQuery(patientRecordQuery(currentOrgAccess, id));
}

export const patientEntityQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: [...receptionistKey(orgId), 'patient-entity'] as const,
    queryFn: ({ signal }) => api.get<PatientEntity>(`${base}/patient-entity`, { signal }),
    enabled: Boolean(orgId),
  });

export function usePatientEntity() {
  const { currentOrgAccess } = useAccount();
  return useQuery(patientEntityQuery(currentOrgAccess));
}

/** Any change to a record refreshes every Receptionist view of it (lists, calendar, page). */
function useRecordMutation<V, R>(change: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receptionistKey(currentOrgAccess) }),
  });
}

export const useUpdatePatient = () =>
  useRecordMutation(({ id, body }: { id: string; body: PatientInput }) =>
    api.request<Patient>(`${base}/patients/${id}`, { method: 'PUT', body }),
  );

export const useAddChartNote = () =>
  useRecordMutation(({ id, body }: { id: string; body: string }) =>
    api.post<PatientNote>(`${base}/patients/${id}/notes`, { body }),
  );

export const useSavePatientEntity = () =>
  useRecordMutation((body: PatientEntity) =>
    api.request<PatientEntity>(`${base}/patient-entity`, { method: 'PUT', body }),
  );

/** The patient and their appointments as a FHIR R4 Bundle, fetched with the bearer and saved. */
export function useDownloadPatientFhir() {
  return useMutation({
    mutationFn: async (patient: Patient) => {
      const { blob, fileName } = await api.download(`/api/v1/exports/fhir/patients/${patient.id}`);
      saveBlob(blob, fileName ?? `Patient_${patient.lastName}_${localStamp(new Date())}.fhir.json`);
    },
  });
}
