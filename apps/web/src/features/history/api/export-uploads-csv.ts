import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { reportFileName, saveBlob } from '../../../lib/download';

/** `POST /api/v1/exports/csv` with the selected ids, saved as `Report_{yyyymmddHHMM}.csv`. */
export async function exportUploadsCsv(ids: number[], now: Date = new Date()): Promise<void> {
  const { blob } = await api.download('/api/v1/exports/csv', { method: 'POST', body: { ids } });
  saveBlob(blob, reportFileName(now));
}

export function useExportUploadsCsv() {
  return useMutation({ mutationFn: (ids: number[]) => exportUploadsCsv(ids) });
}
