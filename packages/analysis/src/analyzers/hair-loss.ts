import { labPlanes } from '../image/color.js';
import { boxBlur, otsuThreshold } from '../image/filters.js';
import { countSet, fillHoles } from '../image/mask.js';
import { heatmapOverlay, maskOverlay } from '../image/overlay.js';
import {
  areaQuantities,
  q,
  type Analyzer,
  type AnalyzerContext,
  type AnalyzerOutput,
} from './types.js';

const SALT_VIEWS = ['vertex', 'posterior', 'rightSide', 'leftSide'] as const;

/**
 * Hair-loss area of a scalp view: hair = dark pixels (Otsu on L*, or L* ≤ 45 when the histogram
 * is not bimodal), local hair density = box mean over a window of 3 % of the shorter side,
 * hairless = density < 0.08 inside the scalp ROI (hair ∪ skin, holes filled). Grey or white
 * hair on light skin is not separable by lightness (a documented limit).
 */
async function measureHairLoss(
  ctx: AnalyzerContext,
  options: Record<string, unknown>,
): Promise<AnalyzerOutput> {
  const { img, skin } = ctx;
  const { width: w, height: h } = img;
  const { L } = labPlanes(img);
  const hist = new Float64Array(101);
  for (const v of L) hist[Math.max(0, Math.min(100, Math.round(v)))]! += 1;
  const otsu = otsuThreshold(hist);
  let lo = 0;
  let n0 = 0;
  let hi = 0;
  let n1 = 0;
  hist.forEach((c, i) => {
    if (i <= otsu.t) {
      lo += c * i;
      n0 += c;
    } else {
      hi += c * i;
      n1 += c;
    }
  });
  const bimodal = n0 > 0 && n1 > 0 && hi / n1 - lo / n0 >= 20;
  const t = bimodal ? otsu.t : 45;
  const hair = Uint8Array.from(L, (v) => (v <= t ? 1 : 0));
  const roi = fillHoles(
    Uint8Array.from(hair, (v, i) => (v || skin.roi[i] ? 1 : 0)),
    w,
    h,
  );
  const r = Math.max(
    2,
    Math.round(
      (typeof options.windowFraction === 'number' ? options.windowFraction : 0.03) * Math.min(w, h),
    ),
  );
  const density = boxBlur(Float32Array.from(hair), w, h, r);
  const bald = Uint8Array.from(density, (d, i) => (roi[i] && d < 0.08 ? 1 : 0));
  const roiN = countSet(roi);
  const pct = roiN ? (100 * countSet(bald)) / roiN : null;
  const view = SALT_VIEWS.find(
    (v) => v.toLowerCase() === ctx.bodyPart?.replace(/[-_ ]/g, '').toLowerCase(),
  );
  return {
    quantities: {
      hairLossAreaPercent: q(pct, '% of scalp ROI', 'area with local hair density < 0.08'),
      hairPixelThreshold: q(
        t,
        'CIELAB L*',
        bimodal ? 'Otsu threshold on L*' : 'fixed L* ≤ 45 (histogram not bimodal)',
      ),
      ...areaQuantities(ctx, countSet(bald), 'hairLoss', 'hairless'),
    },
    overlays: [
      await maskOverlay(
        'hair-loss-mask',
        bald,
        w,
        h,
        [255, 0, 255, 130],
        'scalp with no detected hair',
      ),
      await heatmapOverlay(
        'hair-density',
        density,
        roi,
        w,
        h,
        [0, 0.5],
        'local fraction of hair pixels',
      ),
    ],
    suggestions: [
      {
        target: `salt.${view ?? '<view>'}`,
        value: pct === null ? null : Math.round(pct * 10) / 10,
        basis: 'hairless area of this photograph; the SALT view must show the whole view region',
        validated: false,
      },
    ],
    warnings: [],
    method: {
      name: 'hair-density-lstar',
      version: '1.0.0',
      parameters: { threshold: t, bimodal, windowRadiusPx: r, densityCutoff: 0.08 },
      references: ['Otsu 1979'],
    },
  };
}

export const hairLossAnalyzer: Analyzer = {
  id: 'hair-density-lstar',
  maxSide: 1024,
  quality: { skinFraction: [0.1, 0] },
  run: measureHairLoss,
};
