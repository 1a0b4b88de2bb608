import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadSummary } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

export const ANALYSES_PAGE_SIZE = 8;

/**
 * Saved Skin AI results to attach, newest first: the History list's endpoint, asked for one
 * small page (features do not share code, and the picker needs none of History's filters).
 */
export function getAnalyses(
  keyword: string,
  page: number,
  signal?: AbortSignal,
): Promise<{ items: UploadSummary[]; total: number }> {
  return api.post(
    '/api/v1/uploads/get-uploads',
    {
      start: (page - 1) * ANALYSES_PAGE_SIZE,
      length: ANALYSES_PAGE_SIZE,
      column: 'createdAt',
      direction: 'desc',
      ...(keyword ? { keyword } : {}),
    },
    { signal },
  );
}

export const analysesQuery = (orgId: string | null, keyword: string, page: number) =>
  queryOptions({
    queryKey: ['assistant', orgId, 'analyses', keyword, page] as const,
    queryFn: ({ signal }) => getAnalyses(keyword, page, signal),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export function useAnalyses(keyword: string, page: number) {
  const { currentOrgAccess } = useAccount();
  return useQuery(analysesQuery(currentOrgAccess, keyword, page));
}
