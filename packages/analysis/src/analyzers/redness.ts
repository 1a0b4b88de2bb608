import { labPlanes, SRGB_TO_LINEAR } from '../image/color.js';
import { maskedMean, quantiles } from '../image/filters.js';
import { countSet, type Mask } from '../image/mask.js';
import { heatmapOverlay, maskOverlay } from '../image/overlay.js';
import {
  areaQuantities,
  q,
  type Analyzer,
  type AnalyzerContext,
  type AnalyzerOutput,
} from './types.js';

export const ERYTHEMA_VERSION = '1.0.0';

export interface ErythemaMap {
  aStar: Float32Array;
  reference: number;
  threshold: number;
  mask: Mask;
}

/**
 * Pixels whose a* exceeds the median a* of skin-like pixels in the same image by `delta`
 * (a within-image contrast, B0/B2). Strongly red lesions fall outside the YCbCr skin box, so they
 * do not pull the reference up; diffuse redness over most of the frame does.
 */
export function erythemaMap(ctx: AnalyzerContext, delta: number): ErythemaMap {
  const { a } = labPlanes(ctx.img);
  const [reference = Number.NaN] = quantiles(a, ctx.skin.skinLike, [0.5]);
  const threshold = reference + delta;
  const mask = new Uint8Array(a.length);
  const roi = ctx.skin.roi;
  for (let i = 0; i < a.length; i++) mask[i] = roi[i] && (a[i] ?? 0) >= threshold ? 1 : 0;
  return { aStar: a, reference, threshold, mask };
}

const LOG10_LINEAR = Float64Array.from(SRGB_TO_LINEAR, (v) => Math.log10(Math.max(v, 1e-4)));

/** Mean log-reflectance erythema index 100·log10(R/G) over the mask (arbitrary units, B2). */
function meanErythemaIndex(ctx: AnalyzerContext, mask: Mask): number {
  const d = ctx.img.data;
  let s = 0;
  let n = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    s += 100 * (LOG10_LINEAR[d[i * 3]!]! - LOG10_LINEAR[d[i * 3 + 1]!]!);
    n++;
  }
  return n ? s / n : Number.NaN;
}

export async function measureErythema(
  ctx: AnalyzerContext,
  options: Record<string, unknown>,
): Promise<AnalyzerOutput> {
  const delta = typeof options.deltaAStar === 'number' ? options.deltaAStar : 10;
  const { img, skin } = ctx;
  const map = erythemaMap(ctx, delta);
  const [p50 = 0, p90 = 0, p95 = 0] = quantiles(map.aStar, skin.roi, [0.5, 0.9, 0.95]);
  const red = countSet(map.mask);
  const pct = skin.roiPixels ? (100 * red) / skin.roiPixels : null;
  const warnings: string[] = [];
  if (skin.roiPixels === 0) warnings.push('no skin region found: percentages are not available');
  return {
    quantities: {
      erythemaAreaPercent: q(pct, '% of skin ROI', `skin pixels with a* ≥ reference + ${delta}`),
      aStarMean: q(maskedMean(map.aStar, skin.roi), 'CIELAB a*', 'mean a* over the skin ROI'),
      aStarP50: q(p50, 'CIELAB a*', 'median a* over the skin ROI'),
      aStarP90: q(p90, 'CIELAB a*', '90th percentile of a* over the skin ROI'),
      aStarP95: q(p95, 'CIELAB a*', '95th percentile of a* over the skin ROI'),
      referenceAStar: q(
        map.reference,
        'CIELAB a*',
        'median a* of skin-like pixels (reference skin)',
      ),
      deltaAStarMean: q(
        red ? maskedMean(map.aStar, map.mask) - map.reference : null,
        'Δa*',
        'mean a* of red area minus reference skin (same image)',
      ),
      erythemaIndexMean: q(
        meanErythemaIndex(ctx, skin.roi),
        'EI (arbitrary units)',
        '100·log10(R/G) on linear sRGB, no white reference',
      ),
      ...areaQuantities(ctx, red, 'erythema', 'red'),
      ...areaQuantities(ctx, skin.roiPixels, 'skin', 'skin ROI'),
    },
    overlays: [
      await heatmapOverlay(
        'erythema-heatmap',
        map.aStar,
        skin.roi,
        img.width,
        img.height,
        [map.reference - 5, map.reference + 25],
        'a* over skin, blue (reference − 5) to red (reference + 25)',
      ),
      await maskOverlay(
        'erythema-mask',
        map.mask,
        img.width,
        img.height,
        [255, 0, 0, 140],
        `skin with a* ≥ reference + ${delta}`,
      ),
    ],
    suggestions: [],
    warnings,
    method: {
      name: 'erythema-astar',
      version: ERYTHEMA_VERSION,
      parameters: {
        deltaAStar: delta,
        reference: 'median a* of skin-like pixels',
        colour: 'sRGB D65 assumed',
      },
      references: ['CIE 1976 L*a*b*', 'Takiwaki 1998 (erythema index)'],
    },
  };
}

export const rednessAnalyzer: Analyzer = {
  id: 'erythema-astar',
  maxSide: 768,
  run: measureErythema,
};
