import { localeSchema } from '@dermadesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client';
import { reportFileName, saveBlob } from '../../../lib/download';

/**
 * `POST /api/v1/exports/csv` with the selected ids, its header row in `lang`, saved as
 * `Report_{yyyymmddHHMM}.csv`.
 */
export async function exportUploadsCsv(
  ids: number[],
  lang: string,
  now: Date = new Date(),
): Promise<void> {
  const { blob } = await api.download('/api/v1/exports/csv', {
    method: 'POST',
    body: { ids },
    query: { lang: localeSchema.catch('en').parse(lang) },
  });
  saveBlob(blob, reportFileName(now));
}

export function useExportUploadsCsv() {
  const { i18n } = useTranslation();
  return useMutation({ mutationFn: (ids: number[]) => exportUploadsCsv(ids, i18n.language) });
}
