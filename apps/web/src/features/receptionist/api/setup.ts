import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppointmentType,
  AppointmentTypeInput,
  CreateException,
  CreateResource,
  ReceptionistSettings,
  Resource,
  ResourceException,
  WorkingHours,
} from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { receptionistKey } from './receptionist-keys';

const base = '/api/v1/receptionist';

/** Resources, types and settings: read together by every Receptionist screen. */
export interface Setup {
  settings: ReceptionistSettings;
  resources: Resource[];
  types: AppointmentType[];
}

export async function getSetup(signal?: AbortSignal): Promise<Setup> {
  const [settings, resources, types] = await Promise.all([
    api.get<ReceptionistSettings>(`${base}/settings`, { signal }),
    api.get<Resource[]>(`${base}/resources`, { signal }),
    api.get<AppointmentType[]>(`${base}/appointment-types`, { signal }),
  ]);
  return { settings, resources, types };
}

export const setupQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: [...receptionistKey(orgId), 'setup'] as const,
    queryFn: ({ signal }) => getSetup(signal),
    enabled: Boolean(orgId),
  });

export function useSetup() {
  const { currentOrgAccess } = useAccount();
  return useQuery(setupQuery(currentOrgAccess));
}

/** One resource's saved working hours (the hours editor starts from them). */
export function useHours(resourceId: string | undefined) {
  const { currentOrgAccess } = useAccount();
  return useQuery({
    queryKey: [...receptionistKey(currentOrgAccess), 'hours', resourceId] as const,
    queryFn: ({ signal }) =>
      api.get<WorkingHours[]>(`${base}/resources/${resourceId}/hours`, { signal }),
    enabled: Boolean(currentOrgAccess && resourceId),
  });
}

/** A change to the set-up refreshes everything the Receptionist shows (slots depend on it). */
function useSetupMutation<V, R>(change: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receptionistKey(currentOrgAccess) }),
  });
}

export const useCreateResource = () =>
  useSetupMutation((body: CreateResource) => api.post<Resource>(`${base}/resources`, body));

export const useSaveHours = () =>
  useSetupMutation(({ resourceId, hours }: { resourceId: string; hours: WorkingHours[] }) =>
    api.request<WorkingHours[]>(`${base}/resources/${resourceId}/hours`, {
      method: 'PUT',
      body: hours,
    }),
  );

export const useCreateType = () =>
  useSetupMutation((body: AppointmentTypeInput) =>
    api.post<AppointmentType>(`${base}/appointment-types`, body),
  );

export const useSaveSettings = () =>
  useSetupMutation((body: ReceptionistSettings) =>
    api.request<ReceptionistSettings>(`${base}/settings`, { method: 'PUT', body }),
  );

export const closuresQuery = (orgId: string | null, range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...receptionistKey(orgId), 'closures', range.from, range.to] as const,
    queryFn: ({ signal }) =>
      api.get<ResourceException[]>(`${base}/exceptions`, { query: range, signal }),
    enabled: Boolean(orgId),
  });

export function useClosures(range: { from: string; to: string }) {
  const { currentOrgAccess } = useAccount();
  return useQuery(closuresQuery(currentOrgAccess, range));
}

export const useAddClosure = () =>
  useSetupMutation((body: CreateException) =>
    api.post<ResourceException>(`${base}/exceptions`, body),
  );

export const useRemoveClosure = () =>
  useSetupMutation((id: string) =>
    api.request<null>(`${base}/exceptions/${id}`, { method: 'DELETE' }),
  );
