import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Patient, PatientInput, WaitlistEntry, WaitlistInput } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { receptionistKey } from './receptionist-keys';

const base = '/api/v1/receptionist';

export const patientsQuery = (orgId: string | null, q: string) =>
  queryOptions({
    queryKey: [...receptionistKey(orgId), 'patients', q] as const,
    queryFn: ({ signal }) =>
      api
        .get<{ items: Patient[] }>(`${base}/patients`, { query: { q }, signal })
        .then((d) => d.items),
    enabled: Boolean(orgId),
  });

export function usePatients(q: string) {
  const { currentOrgAccess } = useAccount();
  // Typing in the search keeps the previous matches on screen.
  return useQuery({ ...patientsQuery(currentOrgAccess, q), placeholderData: keepPreviousData });
}

export const waitlistQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: [...receptionistKey(orgId), 'waitlist'] as const,
    queryFn: ({ signal }) => api.get<WaitlistEntry[]>(`${base}/waitlist`, { signal }),
    enabled: Boolean(orgId),
  });

export function useWaitlist() {
  const { currentOrgAccess } = useAccount();
  return useQuery(waitlistQuery(currentOrgAccess));
}

function usePatientsMutation<V, R>(change: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receptionistKey(currentOrgAccess) }),
  });
}

export const useCreatePatient = () =>
  usePatientsMutation((body: PatientInput) => api.post<Patient>(`${base}/patients`, body));

export const useMergePatients = () =>
  usePatientsMutation((body: { sourceId: string; targetId: string }) =>
    api.post<Patient>(`${base}/patients/merge`, body),
  );

export const useAddToWaitlist = () =>
  usePatientsMutation((body: WaitlistInput) => api.post<WaitlistEntry>(`${base}/waitlist`, body));
