import { labPlanes, SRGB_TO_LINEAR } from '../image/color.js';
import { maskedMean, quantiles } from '../image/filters.js';
import { countSet, maskWhere, open, planeOf } from '../image/mask.js';
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

/** Per-pixel melanin index 100·log10(1/R) on linear red (B2; arbitrary units, no white ref). */
function melaninPlane(ctx: AnalyzerContext): Float32Array {
  const d = ctx.img.data;
  return planeOf(ctx.img.width * ctx.img.height, (i) => MI_BY_VALUE[d[i * 3]!]!);
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
  const { L } = labPlanes(img);
  const [reference = Number.NaN] = quantiles(L, skin.skinLike, [0.5]);
  const raw = new Uint8Array(L.length);
  for (let i = 0; i < L.length; i++) {
    const d = (L[i] ?? 0) - reference;
    raw[i] = skin.roi[i] && (direction === 'darker' ? d <= -delta : d >= delta) ? 1 : 0;
  }
  const mask = open(raw, img.width, img.height, 1);
  const n = countSet(mask);
  const pct = skin.roiPixels ? (100 * n) / skin.roiPixels : null;
  const surrounding = maskWhere(mask.length, (i) => skin.roi[i] === 1 && !mask[i]);
  const mi = melaninPlane(ctx);
  const prefix = direction === 'darker' ? 'pigmented' : 'depigmented';
  const miContrast = n ? maskedMean(mi, mask) - maskedMean(mi, surrounding) : null;
  const lContrast = n ? maskedMean(L, mask) - maskedMean(L, surrounding) : null;
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
    overlays: [
      await maskOverlay(
        `${prefix}-mask`,
        mask,
        img.width,
        img.height,
        direction === 'darker' ? [120, 60, 0, 150] : [0, 160, 255, 150],
        `${prefix} skin`,
      ),
      await heatmapOverlay(
        'melanin-index-heatmap',
        mi,
        skin.roi,
        img.width,
        img.height,
        [quantiles(mi, skin.roi, [0.02])[0] ?? 0, quantiles(mi, skin.roi, [0.98])[0] ?? 1],
        'melanin index over skin (2nd to 98th percentile)',
      ),
    ],
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
