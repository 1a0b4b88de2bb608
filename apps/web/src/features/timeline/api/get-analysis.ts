import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Analysis } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

export function getAnalysis(id: string, signal?: AbortSignal): Promise<Analysis> {
  return api.get<Analysis>(`/api/v1/analyses/${encodeURIComponent(id)}`, { signal });
}

/** A stored analysis never changes: fetched once per session. */
export const analysisQuery = (orgId: string | null, id: string) =>
  queryOptions({
    queryKey: ['analyses', orgId, id] as const,
    queryFn: ({ signal }) => getAnalysis(id, signal),
    enabled: Boolean(orgId),
    staleTime: Infinity,
  });

/** One visit's photo with its overlays, for the side-by-side comparison. */
export function useAnalysis(id: string) {
  const { currentOrgAccess } = useAccount();
  return useQuery(analysisQuery(currentOrgAccess, id));
}
