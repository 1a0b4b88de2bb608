import type { WorkItem } from './workspace-state';

/**
 * The tag an image's row shows. A photo the quality gate rejected has no measurements, so it is
 * "rejected" in red, never a green "Analysed"; one measured with quality warnings is amber.
 */
export function itemTag(item: WorkItem): { key: string; color: string } {
  const result = item.analysis?.result;
  if (item.status === 'analysed' && result?.status === 'rejected-by-quality-gate')
    return { key: 'imageCheck.rejected', color: 'error' };
  const color = {
    queued: 'default',
    uploading: 'processing',
    analysed: result?.quality.verdict === 'warn' ? 'warning' : 'success',
    failed: 'error',
    saved: 'success',
  }[item.status];
  return { key: `image.status.${item.status}`, color };
}

/** A photo with measurements (not refused by the quality gate). */
export const isMeasured = (item: WorkItem) => item.analysis?.result.status === 'measured';

/**
 * Whether sending the same file again can succeed: after a lost connection or a server error,
 * yes; when the file itself was refused (`image.error.*`: not an image the engine reads, empty,
 * corrupt, too large), no: the clinician needs another file.
 */
export const canRetry = (item: WorkItem) =>
  item.status === 'failed' && !item.error?.key.startsWith('image.error.');
