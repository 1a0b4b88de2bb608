import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { copilotKey } from './list-sources';

/** The original PDF (with the session's headers: no token in a URL). */
export const getSourceFile = (id: string, signal?: AbortSignal) =>
  api.download(`/api/v1/copilot/sources/${encodeURIComponent(id)}/file`, { signal });

/** The PDF's bytes for the viewer, kept while the page is open (several citations, one file). */
export const sourceBytesQuery = (orgId: string | null, id: string | null) =>
  queryOptions({
    queryKey: [...copilotKey(orgId), 'file', id] as const,
    queryFn: async ({ signal }) => (await getSourceFile(id!, signal)).blob.arrayBuffer(),
    enabled: Boolean(orgId && id),
    staleTime: Infinity,
  });

export function useSourceBytes(id: string | null) {
  const { currentOrgAccess } = useAccount();
  return useQuery(sourceBytesQuery(currentOrgAccess, id));
}
