const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `yyyymmddHHMM` in the user's local time zone. */
export function localStamp(at: Date): string {
  return `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}${pad(at.getHours())}${pad(at.getMinutes())}`;
}

/** The bulk export's file name, as the product names it: `Report_{yyyymmddHHMM}.csv`, local time. */
export function reportFileName(at: Date = new Date()): string {
  return `Report_${localStamp(at)}.csv`;
}

/**
 * Hands a fetched file to the browser's download through a short-lived object URL (the file was
 * fetched with the bearer header; no token goes into a URL).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
