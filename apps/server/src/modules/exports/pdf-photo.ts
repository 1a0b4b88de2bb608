import type { StoredAnalysisResult } from '@dermadesk/contracts';
import sharp from 'sharp';
import type { BlobStore } from '../../storage/blob-store.js';
import { overlayBlobKey } from '../../lib/analysis-blob-keys.js';

/**
 * How strongly each kind of overlay is laid on the printed photo. A mask at full strength would
 * hide the skin it marks; heatmaps already carry their own transparency and rings are thin.
 */
const STRENGTH: Record<StoredAnalysisResult['overlays'][number]['kind'], number> = {
  mask: 0.5,
  heatmap: 1,
  markers: 1,
};

/** Longest side of the printed photo: ~300 dpi at the report's 8 cm, and a small file. */
const PRINT_SIDE = 1000;

/**
 * The stored photo with its overlays blended on, as the result page shows them, as a JPEG for
 * the report. Null when the photo is missing from storage; an overlay that is missing or cannot
 * be read is left out rather than failing the report.
 */
export async function photoWithOverlays(
  blobs: BlobStore,
  orgId: string,
  analysis: { id: string; imageKey: string; overlayNames: string[]; result: unknown },
): Promise<{ jpeg: Buffer; width: number; height: number } | null> {
  const photo = await blobs.get(analysis.imageKey);
  if (!photo) return null;
  const base = sharp(photo).rotate().resize(PRINT_SIDE, PRINT_SIDE, {
    fit: 'inside',
    withoutEnlargement: true,
  });
  const { data, info } = await base.toBuffer({ resolveWithObject: true });
  const kinds = new Map(
    (analysis.result as StoredAnalysisResult).overlays.map((o) => [o.name, o.kind]),
  );
  const layers = await Promise.all(
    analysis.overlayNames.map(async (name) => {
      const png = await blobs.get(overlayBlobKey(orgId, analysis.id, name));
      if (!png) return null;
      const strength = STRENGTH[kinds.get(name) ?? 'mask'];
      try {
        return await sharp(png)
          .resize(info.width, info.height, { fit: 'fill' })
          .ensureAlpha()
          .linear([1, 1, 1, strength], [0, 0, 0, 0])
          .png()
          .toBuffer();
      } catch {
        return null;
      }
    }),
  );
  const jpeg = await sharp(data)
    .composite(layers.filter((l) => l !== null).map((input) => ({ input })))
    .jpeg({ quality: 85 })
    .toBuffer();
  return { jpeg, width: info.width, height: info.height };
}
