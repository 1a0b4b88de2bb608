/** A date and time in the user's language, e.g. "4 Mar 2026, 05:06" (en-GB) — via Intl. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

export function formatNumber(value: number, language: string, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits }).format(value);
}

/** A file size in the user's language's units ("3 kB", "1,5 Mo"), in kilobytes up to a megabyte. */
export function formatFileSize(bytes: number, language: string): string {
  const mega = bytes >= 1_048_576;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mega ? 1 : 0,
  }).format(mega ? bytes / 1_048_576 : Math.max(1, Math.round(bytes / 1024)));
}
