import { useQuery } from '@tanstack/react-query';
import type { UploadDetail } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';

/** The saved visit a new photo is to join: its module and subject (one image is enough). */
export const visitQuery = (uploadId: number | undefined) => ({
  queryKey: ['modules', 'visit', uploadId] as const,
  queryFn: () => api.post<UploadDetail>(`/api/v1/uploads/get-uploads/${uploadId}`, { length: 1 }),
  enabled: uploadId !== undefined,
  select: (d: UploadDetail) => d.upload,
});

export const useVisit = (uploadId: number | undefined) => useQuery(visitQuery(uploadId));
