import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CopilotSource } from '@dermadesk/contracts';
import { useEffect, useRef } from 'react';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { uploadAwaited } from './upload-sent';

export function listSources(signal?: AbortSignal): Promise<CopilotSource[]> {
  return api
    .get<{ items: CopilotSource[] }>('/api/v1/copilot/sources', { signal })
    .then((d) => d.items);
}

/** Everything Copilot caches for one organisation (sources, settings): what a change refreshes. */
export const copilotKey = (orgId: string | null) => ['copilot', orgId] as const;
/** The settings' key (their query is in copilot-settings.ts): the sources' readiness changes them. */
export const copilotSettingsKey = (orgId: string | null) =>
  [...copilotKey(orgId), 'settings'] as const;

const busy = (items: CopilotSource[] | undefined) =>
  Boolean(items?.some((s) => s.status === 'queued' || s.status === 'processing'));

export const sourcesQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: [...copilotKey(orgId), 'sources'] as const,
    queryFn: ({ signal }) => listSources(signal),
    enabled: Boolean(orgId),
    // While a source is being indexed, its status and progress are polled; so is the list shown
    // after a reload that left an upload's file with the server (see upload-sent.ts).
    refetchInterval: (query) => (busy(query.state.data) || uploadAwaited() ? 1500 : false),
  });

export function useSources() {
  const { currentOrgAccess } = useAccount();
  const queryClient = useQueryClient();
  const sources = useQuery(sourcesQuery(currentOrgAccess));
  // Until someone saves a choice the server uses every ready source, so a source that turns ready
  // changes the selection: the settings are read again (the Use box of a source just indexed
  // stayed unticked until the page was reloaded).
  const ready = sources.data
    ?.filter((s) => s.status === 'ready')
    .map((s) => s.id)
    .join(' ');
  const seen = useRef(ready);
  useEffect(() => {
    if (ready === seen.current) return;
    const first = seen.current === undefined;
    seen.current = ready;
    if (!first)
      void queryClient.invalidateQueries({ queryKey: copilotSettingsKey(currentOrgAccess) });
  }, [ready, currentOrgAccess, queryClient]);
  return sources;
}
