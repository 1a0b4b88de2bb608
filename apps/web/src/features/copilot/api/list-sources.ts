import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CopilotSource } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

export function listSources(signal?: AbortSignal): Promise<CopilotSource[]> {
  return api
    .get<{ items: CopilotSource[] }>('/api/v1/copilot/sources', { signal })
    .then((d) => d.items);
}

/** Everything Copilot caches for one organisation (sources, settings): what a change refreshes. */
export const copilotKey = (orgId: string | null) => ['copilot', orgId] as const;

const busy = (items: CopilotSource[] | undefined) =>
  Boolean(items?.some((s) => s.status === 'queued' || s.status === 'processing'));

export const sourcesQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: [...copilotKey(orgId), 'sources'] as const,
    queryFn: ({ signal }) => listSources(signal),
    enabled: Boolean(orgId),
    // While a source is being indexed, its status and progress are polled.
    refetchInterval: (query) => (busy(query.state.data) ? 1500 : false),
  });

export function useSources() {
  const { currentOrgAccess } = useAccount();
  return useQuery(sourcesQuery(currentOrgAccess));
}
