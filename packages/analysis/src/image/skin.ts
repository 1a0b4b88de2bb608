import type { RgbImage } from './color.js';
import { fillHoles, type Mask } from './mask.js';

/**
 * Skin-like pixels by the YCbCr box of Chai & Ngan (1999): 77 ≤ Cb ≤ 127, 133 ≤ Cr ≤ 173,
 * plus 40 ≤ Y ≤ 250 to drop deep shadow and glare. A heuristic, not a skin-tone classifier.
 */
export function skinLikeMask(img: RgbImage): Mask {
  const n = img.width * img.height;
  const out = new Uint8Array(n);
  const d = img.data;
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    const r = d[j] ?? 0;
    const g = d[j + 1] ?? 0;
    const b = d[j + 2] ?? 0;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
    const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
    out[i] = cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173 && y >= 40 && y <= 250 ? 1 : 0;
  }
  return out;
}

export interface SkinRegion {
  /** Pixels that look like skin. */
  skinLike: Mask;
  /** Skin-like pixels plus enclosed holes (lesions surrounded by skin): the area denominator. */
  roi: Mask;
  roiPixels: number;
}

/**
 * The region over which area percentages are computed. Lesions touching the image border are
 * not enclosed and stay outside the ROI (a documented limit).
 */
export function skinRegion(img: RgbImage): SkinRegion {
  const skinLike = skinLikeMask(img);
  const roi = fillHoles(skinLike, img.width, img.height);
  let roiPixels = 0;
  for (const v of roi) roiPixels += v;
  return { skinLike, roi, roiPixels };
}
