import { api } from '../../../lib/api/client';

/**
 * Downloads an export (CSV or PDF) through the API client and hands it to the browser; `query`
 * carries the language (`lang`) of the PDF's texts and of the CSV's header row.
 */
export async function downloadExport(
  path: string,
  fallbackName: string,
  query?: Record<string, string>,
): Promise<void> {
  const { blob, fileName } = await api.download(path, query ? { query } : {});
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
