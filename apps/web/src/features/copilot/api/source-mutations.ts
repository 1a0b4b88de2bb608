import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWebsiteSource, UpdateCopilotSource } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { trackUploadProgress } from '../../../lib/api/upload-progress';
import { copilotKey } from './list-sources';
import { clearUploadSent, markUploadSent } from './upload-sent';

type Created = { id: string; status: string };

/**
 * POST …/sources/documents: one PDF per request, so each file reports its own progress. Once all
 * of it is sent the tab remembers it until the answer, for a list shown after a reload.
 */
export async function uploadDocument(input: {
  name: string;
  file: File;
  onProgress: (fraction: number) => void;
}): Promise<Created> {
  const form = new FormData();
  form.append('SourceName', input.name);
  form.append('File', input.file, input.file.name);
  const onProgress = (fraction: number) => {
    if (fraction >= 1) markUploadSent();
    input.onProgress(fraction);
  };
  try {
    return await api.post<Created>(
      '/api/v1/copilot/sources/documents',
      trackUploadProgress(form, onProgress),
    );
  } finally {
    clearUploadSent();
  }
}

export const addWebsite = (body: CreateWebsiteSource) =>
  api.post<Created>('/api/v1/copilot/sources/websites', body);

export const deleteSource = (id: string) =>
  api.delete<null>(`/api/v1/copilot/sources/${encodeURIComponent(id)}`);

export const syncSource = (id: string) =>
  api.post<Created>(`/api/v1/copilot/sources/${encodeURIComponent(id)}/sync`);

/** PATCH …/sources/{id}: the name; a website's crawl limits and re-sync schedule. */
export const updateSource = (id: string, changes: UpdateCopilotSource) =>
  api.request(`/api/v1/copilot/sources/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });

/** Any change to sources refreshes the list and the settings (the selection may change). */
export function useSourcesMutation<V, R>(change: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: copilotKey(currentOrgAccess) }),
  });
}
