import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EncounterDetail } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { encounterPath, encountersKey } from './list-encounters';

export function getEncounter(id: string, signal?: AbortSignal): Promise<EncounterDetail> {
  return api.get(encounterPath(id), { signal });
}

export const encounterQuery = (orgId: string | null, id: string | undefined) =>
  queryOptions({
    queryKey: [...encountersKey(orgId), 'detail', id] as const,
    queryFn: ({ signal }) => getEncounter(id ?? '', signal),
    enabled: Boolean(orgId && id),
    // While a transcription runs, look again every few seconds until it is finalized.
    refetchInterval: (query) =>
      query.state.data?.transcript.status === 'in progress' ? 3_000 : false,
  });

export function useEncounter(id: string | undefined) {
  const { currentOrgAccess } = useAccount();
  return useQuery(encounterQuery(currentOrgAccess, id));
}
