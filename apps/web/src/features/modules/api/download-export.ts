import { localeSchema } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';

/**
 * Downloads an export (CSV or PDF) through the API client and hands it to the browser, written in
 * `lang`, the user's UI language (the CSV's header row, the PDF's texts).
 */
export async function downloadExport(
  path: string,
  fallbackName: string,
  lang: string,
): Promise<void> {
  const locale = localeSchema.catch('en').parse(lang);
  const { blob, fileName } = await api.download(path, { query: { lang: locale } });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
