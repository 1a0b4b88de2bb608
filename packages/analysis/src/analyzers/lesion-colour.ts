import { packMask } from '../image/bit-mask.js';
import { labPlane, labPlanes, rgbToLab, type LabPlanes, type RgbImage } from '../image/color.js';
import type { Box, Mask } from '../image/mask.js';
import { gatherPixels, staggeredSample } from '../image/sample.js';
import type { LesionSegmentation } from './lesion.js';

/*
 * Colour of a segmented lesion and of the skin around it. CIELAB is converted only where it is
 * read: every lesion pixel, and a sample of the rest of the frame for the skin's means. Both are
 * gathered into an image one row high, whose planes (labPlanes, color.ts) hold the values the
 * whole frame's planes hold at those pixels.
 */

/** The mask's pixels (within its box) in raster order, as an image one row high. */
function lesionPixels(img: RgbImage, mask: Mask, box: Box): RgbImage {
  const { width: w, data } = img;
  let n = 0;
  for (let y = box.y0; y <= box.y1; y++)
    for (let i = y * w + box.x0; i <= y * w + box.x1; i++) n += mask[i]!;
  const out = new Uint8Array(3 * n);
  for (let y = box.y0, o = 0; y <= box.y1; y++)
    for (let i = y * w + box.x0; i <= y * w + box.x1; i++)
      if (mask[i]) {
        out[o++] = data[3 * i]!;
        out[o++] = data[3 * i + 1]!;
        out[o++] = data[3 * i + 2]!;
      }
  return { data: out, width: n, height: 1 };
}

/** The rest of the frame outside the lesion, sampled, as an image one row high. */
function backgroundSample(img: RgbImage, mask: Mask): RgbImage {
  return gatherPixels(img, staggeredSample(packMask(mask, img.width, img.height), 0));
}

/** Mean of a plane (NaN when empty). */
function mean(values: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return values.length ? sum / values.length : Number.NaN;
}

/** Reference colours (own set, no agreed numeric definition exists: B5). */
export const COLOUR_SET = 'dermadesk-ref6-v1';
const REFERENCE_COLOURS = [
  ['white', [235, 230, 225]],
  ['red', [190, 50, 50]],
  ['light brown', [170, 115, 75]],
  ['dark brown', [95, 55, 35]],
  ['blue-grey', [95, 110, 130]],
  ['black', [25, 22, 22]],
] as const;
/** L*, a*, b* of each reference colour in turn, flat for the per-pixel loop. */
const REFERENCE_LAB = Float64Array.from(
  REFERENCE_COLOURS.flatMap(([, [r, g, b]]) => rgbToLab(r, g, b)),
);

/** Pixels nearest to each reference colour, white only where lighter than `skinL` (Stolz). */
function nearestReferenceCounts({ L, a, b }: LabPlanes, skinL: number): Float64Array {
  const counts = new Float64Array(REFERENCE_LAB.length / 3);
  for (let i = 0; i < L.length; i++) {
    const l = L[i]!;
    const aa = a[i]!;
    const bb = b[i]!;
    let best = 0;
    let bestD = Infinity;
    for (let k = 0, j = 0; k < counts.length; k++, j += 3) {
      const dL = l - REFERENCE_LAB[j]!;
      const da = aa - REFERENCE_LAB[j + 1]!;
      const db = bb - REFERENCE_LAB[j + 2]!;
      const d = dL * dL + da * da + db * db;
      // Selects, not branches: 25 % faster on a 46 000-px lesion.
      const closer = d < bestD;
      bestD = closer ? d : bestD;
      best = closer ? k : best;
    }
    if (best !== 0 || l > skinL) counts[best]!++;
  }
  return counts;
}

/**
 * Number of reference colours holding at least `minShare` of lesion pixels. CIELAB is needed on
 * the lesion's pixels only, and L* on a sample of the rest for the skin's mean.
 */
export function colourCount(
  img: RgbImage,
  { mask, box }: LesionSegmentation,
  minShare = 0.05,
): { count: number; present: string[] } {
  if (!box) return { count: 0, present: [] };
  const skinL = mean(labPlane(backgroundSample(img, mask), 'L'));
  const counts = nearestReferenceCounts(labPlanes(lesionPixels(img, mask, box)), skinL);
  const n = counts.reduce((s, c) => s + c, 0);
  const present = REFERENCE_COLOURS.filter((_, k) => n > 0 && counts[k]! / n >= minShare).map(
    ([name]) => name,
  );
  return { count: present.length, present };
}

/** Mean L*, a* and b* of the lesion minus those of the rest of the frame; null without one. */
export function colourContrast(
  img: RgbImage,
  { mask, box }: LesionSegmentation,
): Record<keyof LabPlanes, number> | null {
  if (!box) return null;
  const lesion = labPlanes(lesionPixels(img, mask, box));
  const rest = labPlanes(backgroundSample(img, mask));
  return {
    L: mean(lesion.L) - mean(rest.L),
    a: mean(lesion.a) - mean(rest.a),
    b: mean(lesion.b) - mean(rest.b),
  };
}
