import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GetUploadsBody, UploadPage } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

export function getUploads(body: GetUploadsBody, signal?: AbortSignal): Promise<UploadPage> {
  return api.post<UploadPage>('/api/v1/uploads/get-uploads', body, { signal });
}

/** Every page of one organisation's history shares this prefix (what a mutation invalidates). */
export const uploadsListKey = (orgId: string | null) => ['uploads', orgId, 'list'] as const;

export const uploadsQuery = (orgId: string | null, body: GetUploadsBody) =>
  queryOptions({
    queryKey: [...uploadsListKey(orgId), body] as const,
    queryFn: ({ signal }) => getUploads(body, signal),
    enabled: Boolean(orgId),
    // The previous page stays on screen while the next one loads (no jump to a skeleton).
    placeholderData: keepPreviousData,
  });

export function useUploads(body: GetUploadsBody) {
  const { currentOrgAccess } = useAccount();
  return useQuery(uploadsQuery(currentOrgAccess, body));
}
