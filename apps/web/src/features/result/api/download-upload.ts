import { localeSchema, type Locale } from '@dermadesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client';
import { localStamp, saveBlob } from '../../../lib/download';

export type UploadExport = 'csv' | 'pdf' | 'fhir';

const exportPaths: Record<UploadExport, (id: number) => string> = {
  csv: (id) => `/api/v1/exports/csv/${id}`,
  pdf: (id) => `/api/v1/exports/${id}`,
  fhir: (id) => `/api/v1/exports/fhir/${id}`,
};

/** Used when the server names no file (Content-Disposition). */
export function defaultExportName(kind: UploadExport, id: number, at: Date = new Date()): string {
  const stamp = localStamp(at);
  switch (kind) {
    case 'csv':
      return `Report_${id}_${stamp}.csv`;
    case 'pdf':
      return `Report_${id}_${stamp}.pdf`;
    case 'fhir':
      return `Report_${id}_${stamp}.fhir.json`;
  }
}

/**
 * One upload's CSV, PDF report or FHIR bundle, fetched through the API client and saved. The PDF
 * report and the CSV's header row are written in `lang`, the user's UI language.
 */
export async function downloadUpload(kind: UploadExport, id: number, lang: Locale): Promise<void> {
  const { blob, fileName } = await api.download(
    exportPaths[kind](id),
    kind === 'fhir' ? {} : { query: { lang } },
  );
  saveBlob(blob, fileName ?? defaultExportName(kind, id));
}

export function useDownloadUpload(id: number) {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (kind: UploadExport) =>
      downloadUpload(kind, id, localeSchema.catch('en').parse(i18n.language)),
  });
}
