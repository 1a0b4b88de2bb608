import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadDetail } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

export const IMAGES_PAGE_SIZE = 10;

export interface UploadImagesRequest {
  start: number;
  length: number;
  column: 'id' | 'createdAt' | 'bodyPart';
  direction: 'desc';
  keyword?: string;
}

export const imagesRequest = (page: number, keyword = ''): UploadImagesRequest => ({
  start: (page - 1) * IMAGES_PAGE_SIZE,
  length: IMAGES_PAGE_SIZE,
  column: 'id',
  direction: 'desc',
  ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
});

export function getUpload(id: number, body: UploadImagesRequest, signal?: AbortSignal) {
  return api.post<UploadDetail>(`/api/v1/uploads/get-uploads/${id}`, body, { signal });
}

/** Every page of one upload's images shares this prefix (what a comment invalidates). */
export const uploadDetailKey = (orgId: string | null, id: number) =>
  ['uploads', orgId, 'detail', id] as const;

export const uploadDetailQuery = (orgId: string | null, id: number, body: UploadImagesRequest) =>
  queryOptions({
    queryKey: [...uploadDetailKey(orgId, id), body] as const,
    queryFn: ({ signal }) => getUpload(id, body, signal),
    enabled: Boolean(orgId) && id > 0,
    placeholderData: keepPreviousData,
  });

export function useUploadDetail(id: number, page: number, keyword: string) {
  const { currentOrgAccess } = useAccount();
  return useQuery(uploadDetailQuery(currentOrgAccess, id, imagesRequest(page, keyword)));
}
