import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { EncounterSummary } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

export const ENCOUNTERS = '/api/v1/scribe/encounters';
export const encounterPath = (id: string) => `${ENCOUNTERS}/${encodeURIComponent(id)}`;

export function listEncounters(q: string, signal?: AbortSignal): Promise<EncounterSummary[]> {
  return api.get(ENCOUNTERS, { query: { q: q || undefined }, signal });
}

/** Every list and every encounter of one organisation (what a change invalidates). */
export const encountersKey = (orgId: string | null) => ['scribe', orgId, 'encounters'] as const;

export const encounterListQuery = (orgId: string | null, q: string) =>
  queryOptions({
    queryKey: [...encountersKey(orgId), 'list', q] as const,
    queryFn: ({ signal }) => listEncounters(q, signal),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export function useEncounters(q: string) {
  const { currentOrgAccess } = useAccount();
  return useQuery(encounterListQuery(currentOrgAccess, q));
}

/** A change to an encounter refreshes the lists and the open encounter. */
export function useEncountersMutation<V = void, R = unknown>(change: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: encountersKey(currentOrgAccess) }),
  });
}
