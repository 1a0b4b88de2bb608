import { emptyBitMask, type BitMask } from '../image/bit-mask.js';
import { labPlane, SRGB_TO_LINEAR, type RgbImage } from '../image/color.js';
import type { Mask } from '../image/mask.js';
import { openBits } from '../image/morphology.js';
import { HEATMAP_STEP, heatmapOverlay, heatmapSide, maskOverlay } from '../image/overlay.js';
import { medianAt, SAMPLE_STEP, staggeredSample } from '../image/sample.js';
import {
  areaQuantities,
  q,
  type Analyzer,
  type AnalyzerContext,
  type AnalyzerOutput,
} from './types.js';

type Direction = 'darker' | 'lighter';

/**
 * 1.2.0: outlined overlays with a legend (image/overlay.ts); values unchanged.
 * 1.1.0: the reference median from a staggered quarter of the skin-like pixels (image/sample.ts),
 * as erythema 1.1.0 does, instead of all of them (two passes over the frame, a quarter of the
 * analyzer's time at 768 px).
 */
const PIGMENT_VERSION = '1.2.0';

const MI_BY_VALUE = Float32Array.from(
  SRGB_TO_LINEAR,
  (v) => 100 * Math.log10(1 / Math.max(v, 1e-4)),
);

/**
 * In one pass over the frame: the ROI pixels whose L* departs from `reference` by `delta` or more,
 * below it (sign −1) or above (+1), as a bit mask for the opening; and over the whole ROI the
 * histogram of red values (for MI's quantiles and sums) and the sum of L*. A loop of its own:
 * inside the async analyzer, V8 deoptimised it on most calls.
 */
function deviatingAndRoiSums(
  { data, width: w, height: h }: RgbImage,
  L: Float32Array,
  roi: Mask,
  reference: number,
  sign: -1 | 1,
  delta: number,
) {
  const area = emptyBitMask(w, h);
  const { bits, stride } = area;
  const reds = new Uint32Array(256);
  let sumL = 0;
  for (let y = 0, i = 0; y < h; y++)
    for (let j = 0; j < stride; j++) {
      const n = Math.min(32, w - (j << 5));
      let word = 0;
      for (let b = 0; b < n; b++, i++) {
        if (!roi[i]) continue;
        const v = L[i]!;
        reds[data[i * 3]!]!++;
        sumL += v;
        if (sign * (v - reference) >= delta) word |= 1 << b;
      }
      bits[y * stride + j] = word;
    }
  return { area, roi: { reds, sumL } };
}

/**
 * The pixels of the (opened) area as a byte mask for its overlay, their histogram of red values
 * and their sum of L*, visiting only the set bits: the area is most often a small part of the
 * frame, and the surrounding skin is the ROI minus the area (the area is an opening of ROI
 * pixels, so it lies within the ROI). A second pass over the whole ROI took 0.3–0.5 ms more.
 */
function insideSums({ data }: RgbImage, L: Float32Array, { bits, w, h, stride }: BitMask) {
  const mask: Mask = new Uint8Array(w * h);
  const reds = new Uint32Array(256);
  let sumL = 0;
  for (let y = 0; y < h; y++)
    for (let j = 0; j < stride; j++)
      for (let word = bits[y * stride + j]!; word !== 0; word &= word - 1) {
        const i = y * w + (j << 5) + (31 - Math.clz32(word & -word));
        mask[i] = 1;
        reds[data[i * 3]!]!++;
        sumL += L[i]!;
      }
  return { mask, reds, sumL };
}

/**
 * Pixel count and sums of the melanin index 100·log10(1/R) on linear red (B2; arbitrary units, no
 * white reference) and of L* over one side, from its red histogram and L* sum.
 *
 * These sums, and the ROI's minus the area's, equal the per-pixel sums in raster order of 1.0.0:
 * every MI value is 0 or a float32 of at least 0.388 (red 254), so a multiple of 2⁻²⁵, and every
 * L* of at least 1/16 a multiple of 2⁻²⁷; 768 × 768 values (the analyzers' maxSide) of at most 400
 * or 100 stay below 2⁵³ of those units, so every partial sum is exact in float64, in any order.
 * Only a near-black ROI pixel (L* < 1/16) could move the last bit of an L* sum.
 */
function sideSums(reds: Uint32Array, sumL: number) {
  let n = 0;
  let mi = 0;
  for (let red = 0; red < 256; red++) {
    n += reds[red]!;
    mi += reds[red]! * MI_BY_VALUE[red]!;
  }
  return { n, mi, L: sumL };
}

/** The melanin index at the pixels the heatmap reads, as a plane of the heatmap's size. */
function melaninAtHeatmapSamples({ data, width, height }: RgbImage): Float32Array {
  const w = heatmapSide(width);
  const h = heatmapSide(height);
  const mi = new Float32Array(w * h);
  for (let y = 0, o = 0; y < h; y++)
    for (let x = 0, i = HEATMAP_STEP * y * width; x < w; x++, o++, i += HEATMAP_STEP)
      mi[o] = MI_BY_VALUE[data[3 * i]!]!;
  return mi;
}

/**
 * Exact q-quantiles of the melanin index from the histogram of red values: MI is a decreasing
 * function of the red byte, so ascending MI is descending red. (A 4096-bin histogram of the MI
 * plane cost a second pass over it, 3–4 ms at 768 px.) NaN when the histogram is empty.
 */
export function melaninQuantiles(reds: Uint32Array, qs: readonly number[]): number[] {
  const n = reds.reduce((a, b) => a + b, 0);
  return qs.map((q) => {
    if (n === 0) return Number.NaN;
    const target = Math.min(n - 1, Math.floor(q * n));
    let acc = 0;
    let red = 255;
    while ((acc += reds[red]!) <= target) red--;
    return MI_BY_VALUE[red]!;
  });
}

/**
 * Pixels whose L* departs from the median L* of skin-like pixels (a staggered quarter of them) by
 * more than `delta`, darker (hyperpigmentation, melasma) or lighter (depigmentation, vitiligo),
 * inside the skin ROI; a 1-px opening removes isolated noise pixels.
 */
async function measurePigmentDeviation(
  ctx: AnalyzerContext,
  direction: Direction,
  delta: number,
): Promise<AnalyzerOutput> {
  const { img, skin } = ctx;
  const L = labPlane(img, 'L');
  const { width: w, height: h } = img;
  const reference = medianAt(L, staggeredSample(skin.skinLike, 1));
  const sign = direction === 'darker' ? -1 : 1; // d ≤ −delta ⇔ −d ≥ delta, exactly
  const { area, roi } = deviatingAndRoiSums(img, L, skin.roi, reference, sign, delta);
  const { mask, ...opened } = insideSums(img, L, openBits(area, 1));
  const inside = sideSums(opened.reds, opened.sumL);
  const aroundReds = roi.reds.map((count, red) => count - opened.reds[red]!);
  const around = sideSums(aroundReds, roi.sumL - opened.sumL);
  const n = inside.n;
  const pct = skin.roiPixels ? (100 * n) / skin.roiPixels : null;
  const mean = (sum: number, count: number) => (count ? sum / count : Number.NaN);
  const [miLo = 0, miHi = 1] = melaninQuantiles(roi.reds, [0.02, 0.98]);
  const prefix = direction === 'darker' ? 'pigmented' : 'depigmented';
  const miContrast = n ? mean(inside.mi, n) - mean(around.mi, around.n) : null;
  const lContrast = n ? mean(inside.L, n) - mean(around.L, around.n) : null;
  return {
    quantities: {
      [`${prefix}AreaPercent`]: q(
        pct,
        '% of skin ROI',
        `skin pixels ${direction} than reference by ≥ ${delta} L*`,
      ),
      melaninIndexContrast: q(
        miContrast,
        'ΔMI (arbitrary units)',
        `mean melanin index of ${prefix} area minus surrounding skin`,
      ),
      lightnessContrast: q(lContrast, 'ΔL*', `mean L* of ${prefix} area minus surrounding skin`),
      referenceLightness: q(
        reference,
        'CIELAB L*',
        `median L* of 1 in ${SAMPLE_STEP} skin-like pixels`,
      ),
      ...areaQuantities(ctx, n, prefix, prefix),
      ...areaQuantities(ctx, skin.roiPixels, 'skin', 'skin ROI'),
    },
    overlays: await Promise.all([
      maskOverlay(
        `${prefix}-mask`,
        mask,
        w,
        h,
        direction === 'darker' ? [120, 60, 0, 150] : [0, 160, 255, 150],
        `${prefix} skin`,
      ),
      heatmapOverlay(
        'melanin-index-heatmap',
        melaninAtHeatmapSamples(img),
        skin.roi,
        w,
        h,
        [miLo, miHi],
        'melanin index over skin (2nd to 98th percentile)',
        'heatmap',
        { lo: miLo, hi: miHi, unit: 'MI' },
      ),
    ]),
    suggestions: [],
    warnings: skin.roiPixels ? [] : ['no skin region found: percentages are not available'],
    method: {
      name: direction === 'darker' ? 'hyperpigmentation-lstar' : 'depigmentation-lstar',
      version: PIGMENT_VERSION,
      parameters: {
        deltaLStar: delta,
        reference: `median L* of 1 in ${SAMPLE_STEP} skin-like pixels`,
        opening: '3×3',
      },
      references: ['CIE 1976 L*a*b*', 'Takiwaki 1998 (melanin index)'],
    },
  };
}

const num = (v: unknown, d: number) => (typeof v === 'number' ? v : d);

export const melasmaAnalyzer: Analyzer = {
  id: 'hyperpigmentation-lstar',
  maxSide: 768,
  run: (ctx, o) => measurePigmentDeviation(ctx, 'darker', num(o.deltaLStar, 8)),
};

export const depigmentationAnalyzer: Analyzer = {
  id: 'depigmentation-lstar',
  maxSide: 768,
  run: (ctx, o) => measurePigmentDeviation(ctx, 'lighter', num(o.deltaLStar, 10)),
};
