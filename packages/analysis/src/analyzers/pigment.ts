import { labPlane, SRGB_TO_LINEAR } from '../image/color.js';
import { quantiles } from '../image/filters.js';
import type { Mask } from '../image/mask.js';
import { open } from '../image/morphology.js';
import { heatmapOverlay, maskOverlay } from '../image/overlay.js';
import {
  areaQuantities,
  q,
  type Analyzer,
  type AnalyzerContext,
  type AnalyzerOutput,
} from './types.js';

type Direction = 'darker' | 'lighter';

const MI_BY_VALUE = Float32Array.from(
  SRGB_TO_LINEAR,
  (v) => 100 * Math.log10(1 / Math.max(v, 1e-4)),
);

/**
 * In one pass: the per-pixel melanin index 100·log10(1/R) on linear red (B2; arbitrary units, no
 * white reference), and over the mask and the surrounding skin (ROI outside the mask) the pixel
 * counts and the sums of MI and L*; over the ROI the histogram of red values for MI's quantiles.
 */
function melaninAndContrasts(ctx: AnalyzerContext, L: Float32Array, mask: Mask) {
  const d = ctx.img.data;
  const roi = ctx.skin.roi;
  const mi = new Float32Array(mask.length);
  const inside = { n: 0, mi: 0, L: 0 };
  const around = { n: 0, mi: 0, L: 0 };
  const reds = new Uint32Array(256);
  for (let i = 0; i < mask.length; i++) {
    const red = d[i * 3]!;
    const v = MI_BY_VALUE[red]!;
    mi[i] = v;
    if (!roi[i]) continue; // the mask is an opening of ROI pixels, so it lies within the ROI
    reds[red]!++;
    const side = mask[i] ? inside : around;
    side.n++;
    side.mi += v;
    side.L += L[i]!;
  }
  return { mi, inside, around, reds };
}

/**
 * ROI pixels whose L* departs from `reference` by `delta` or more, below it (sign −1) or above
 * (+1). A loop of its own: inside the async analyzer, V8 deoptimised it on most calls.
 */
function deviating(L: Float32Array, roi: Mask, reference: number, sign: -1 | 1, delta: number) {
  const out: Mask = new Uint8Array(L.length);
  for (let i = 0; i < L.length; i++) out[i] = roi[i] && sign * (L[i]! - reference) >= delta ? 1 : 0;
  return out;
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
 * Pixels whose L* departs from the median L* of skin-like pixels by more than `delta`, darker
 * (hyperpigmentation, melasma) or lighter (depigmentation, vitiligo), inside the skin ROI; a
 * 1-px opening removes isolated noise pixels.
 */
async function measurePigmentDeviation(
  ctx: AnalyzerContext,
  direction: Direction,
  delta: number,
): Promise<AnalyzerOutput> {
  const { img, skin } = ctx;
  const L = labPlane(img, 'L');
  const [reference = Number.NaN] = quantiles(L, skin.skinLike, [0.5]);
  const sign = direction === 'darker' ? -1 : 1; // d ≤ −delta ⇔ −d ≥ delta, exactly
  const mask = open(deviating(L, skin.roi, reference, sign, delta), img.width, img.height, 1);
  const { mi, inside, around, reds } = melaninAndContrasts(ctx, L, mask);
  const n = inside.n;
  const pct = skin.roiPixels ? (100 * n) / skin.roiPixels : null;
  const mean = (sum: number, count: number) => (count ? sum / count : Number.NaN);
  const [miLo = 0, miHi = 1] = melaninQuantiles(reds, [0.02, 0.98]);
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
      referenceLightness: q(reference, 'CIELAB L*', 'median L* of skin-like pixels'),
      ...areaQuantities(ctx, n, prefix, prefix),
      ...areaQuantities(ctx, skin.roiPixels, 'skin', 'skin ROI'),
    },
    overlays: await Promise.all([
      maskOverlay(
        `${prefix}-mask`,
        mask,
        img.width,
        img.height,
        direction === 'darker' ? [120, 60, 0, 150] : [0, 160, 255, 150],
        `${prefix} skin`,
      ),
      heatmapOverlay(
        'melanin-index-heatmap',
        mi,
        skin.roi,
        img.width,
        img.height,
        [miLo, miHi],
        'melanin index over skin (2nd to 98th percentile)',
      ),
    ]),
    suggestions: [],
    warnings: skin.roiPixels ? [] : ['no skin region found: percentages are not available'],
    method: {
      name: direction === 'darker' ? 'hyperpigmentation-lstar' : 'depigmentation-lstar',
      version: '1.0.0',
      parameters: { deltaLStar: delta, reference: 'median L* of skin-like pixels', opening: '3×3' },
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
