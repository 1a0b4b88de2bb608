import type { RgbImage } from './color.js';
import { fillHolesCounted, type Mask } from './mask.js';

/**
 * Skin-like pixels by the YCbCr box of Chai & Ngan (1999): 77 ≤ Cb ≤ 127, 133 ≤ Cr ≤ 173,
 * plus 40 ≤ Y ≤ 250 to drop deep shadow and glare. A heuristic, not a skin-tone classifier.
 * Returns the mask and the number of pixels set.
 */
function skinLikeCounted(img: RgbImage): { mask: Mask; count: number } {
  const n = img.width * img.height;
  const out = new Uint8Array(n);
  const d = img.data;
  let count = 0;
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    const r = d[j]!;
    const g = d[j + 1]!;
    const b = d[j + 2]!;
    // Band by band: a pixel outside one band skips the others.
    const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
    if (cr < 133 || cr > 173) continue;
    const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
    if (cb < 77 || cb > 127) continue;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    if (y < 40 || y > 250) continue;
    out[i] = 1;
    count++;
  }
  return { mask: out, count };
}

export interface SkinRegion {
  /** Pixels that look like skin. */
  skinLike: Mask;
  /** Pixels set in `skinLike`. */
  skinLikePixels: number;
  /** Skin-like pixels plus enclosed holes (lesions surrounded by skin): the area denominator. */
  roi: Mask;
  roiPixels: number;
}

/**
 * The region over which area percentages are computed. Lesions touching the image border are
 * not enclosed and stay outside the ROI (a documented limit).
 */
export function skinRegion(img: RgbImage): SkinRegion {
  const { mask: skinLike, count: skinLikePixels } = skinLikeCounted(img);
  const { mask: roi, count: roiPixels } = fillHolesCounted(skinLike, img.width, img.height);
  return { skinLike, skinLikePixels, roi, roiPixels };
}
