import { lumaPlane } from '../image/color.js';
import { gaussianBlur } from '../image/filters.js';
import { and, countSet, labelComponents, maskWhere, type Mask } from '../image/mask.js';
import { heatmapOverlay, maskOverlay } from '../image/overlay.js';
import { q, type Analyzer, type AnalyzerContext, type AnalyzerOutput } from './types.js';

/**
 * Frangi vesselness for dark ridges (Frangi 1998, as in scikit-image `frangi`, B7): per scale,
 * Hessian of the σ²-normalised smoothed image, R_B = |λ1|/λ2, S = √(λ1²+λ2²),
 * V = exp(−R_B²/2β²)·(1 − exp(−S²/2c²)) where λ2 > 0, c = half the max S at the first scale.
 */
export function frangiDarkRidges(
  plane: Float32Array,
  w: number,
  h: number,
  sigmas: readonly number[],
  beta = 0.5,
): Float32Array {
  const out = new Float32Array(w * h);
  let c = 0;
  for (const [k, sigma] of sigmas.entries()) {
    const L = gaussianBlur(plane, w, h, sigma);
    const s2 = sigma * sigma;
    const l1 = new Float32Array(w * h);
    const l2 = new Float32Array(w * h);
    let maxS = 0;
    for (let y = 1; y < h - 1; y++)
      for (let x = 1; x < w - 1; x++) {
        const i = y * w + x;
        const v = L[i] ?? 0;
        const xx = s2 * ((L[i - 1] ?? 0) + (L[i + 1] ?? 0) - 2 * v);
        const yy = s2 * ((L[i - w] ?? 0) + (L[i + w] ?? 0) - 2 * v);
        const xy =
          (s2 *
            ((L[i + w + 1] ?? 0) -
              (L[i + w - 1] ?? 0) -
              (L[i - w + 1] ?? 0) +
              (L[i - w - 1] ?? 0))) /
          4;
        const mean = (xx + yy) / 2;
        const d = Math.sqrt(((xx - yy) / 2) ** 2 + xy * xy);
        const e1 = mean + d;
        const e2 = mean - d;
        const [small, large] = Math.abs(e1) <= Math.abs(e2) ? [e1, e2] : [e2, e1];
        l1[i] = small;
        l2[i] = large;
        maxS = Math.max(maxS, Math.hypot(small, large));
      }
    if (k === 0) c = maxS / 2 || 1;
    for (let i = 0; i < out.length; i++) {
      const lam2 = l2[i] ?? 0;
      if (lam2 <= 0) continue;
      const lam1 = l1[i] ?? 0;
      const rb = Math.abs(lam1) / Math.max(lam2, 1e-10);
      const S2 = lam1 * lam1 + lam2 * lam2;
      const v = Math.exp(-(rb * rb) / (2 * beta * beta)) * (1 - Math.exp(-S2 / (2 * c * c)));
      if (v > (out[i] ?? 0)) out[i] = v;
    }
  }
  return out;
}

/** Zhang–Suen thinning to one-pixel-wide lines. */
export function skeletonize(mask: Mask, w: number, h: number): Mask {
  const m = Uint8Array.from(mask);
  let changed = true;
  while (changed) {
    changed = false;
    for (const pass of [0, 1]) {
      const remove: number[] = [];
      for (let y = 1; y < h - 1; y++)
        for (let x = 1; x < w - 1; x++) {
          const i = y * w + x;
          if (!m[i]) continue;
          const p = [
            m[i - w],
            m[i - w + 1],
            m[i + 1],
            m[i + w + 1],
            m[i + w],
            m[i + w - 1],
            m[i - 1],
            m[i - w - 1],
          ].map((v) => v ?? 0);
          const b = p.reduce((s, v) => s + v, 0);
          if (b < 2 || b > 6) continue;
          let a = 0;
          for (let k = 0; k < 8; k++) if (p[k] === 0 && p[(k + 1) % 8] === 1) a++;
          if (a !== 1) continue;
          const [p2, , p4, , p6, , p8] = p;
          if (
            pass === 0
              ? p2! * p4! * p6! === 0 && p4! * p6! * p8! === 0
              : p2! * p4! * p8! === 0 && p2! * p6! * p8! === 0
          )
            remove.push(i);
        }
      for (const i of remove) m[i] = 0;
      if (remove.length) changed = true;
    }
  }
  return m;
}

async function measureWrinkles(
  ctx: AnalyzerContext,
  options: Record<string, unknown>,
): Promise<AnalyzerOutput> {
  const { img, skin } = ctx;
  const { width: w, height: h } = img;
  const sigmas = [1.5, 2.5];
  const cut = typeof options.threshold === 'number' ? options.threshold : 0.3;
  const minLength = 15;
  const v = frangiDarkRidges(lumaPlane(img), w, h, sigmas);
  const raw = and(
    maskWhere(v.length, (i) => v[i]! > cut),
    skin.roi,
  );
  // Drop specks: keep ridge components at least `minLength` working px long.
  const comps = labelComponents(raw, w, h);
  const ridges = maskWhere(
    raw.length,
    (i) => raw[i] === 1 && comps.areas[comps.labels[i]!]! >= minLength * 2,
  );
  const skeleton = skeletonize(ridges, w, h);
  const lengthPx = countSet(skeleton) * img.scale;
  const lines = labelComponents(skeleton, w, h).areas.length - 1;
  return {
    quantities: {
      lineDensityPercent: q(
        skin.roiPixels ? (100 * countSet(ridges)) / skin.roiPixels : null,
        '% of skin ROI',
        'ridge pixels over skin',
      ),
      totalLengthPx: q(lengthPx, 'px (original)', 'skeleton length of detected lines'),
      totalLengthMm: q(
        ctx.pxPerMm ? lengthPx / ctx.pxPerMm : null,
        'mm',
        'skeleton length; null without scale',
      ),
      lineCount: q(lines, 'count', 'connected line segments'),
    },
    overlays: [
      await maskOverlay(
        'wrinkle-lines',
        skeleton,
        w,
        h,
        [255, 0, 0, 255],
        'skeleton of detected dark lines',
      ),
      await heatmapOverlay(
        'ridge-strength',
        v,
        skin.roi,
        w,
        h,
        [0, 1],
        'Frangi vesselness (dark ridges)',
      ),
    ],
    suggestions: [],
    warnings: [
      'ridge metrics are not a clinical wrinkle grade; lighting direction changes them strongly',
    ],
    method: {
      name: 'wrinkles-frangi',
      version: '1.0.0',
      parameters: {
        sigmas: sigmas.join(','),
        beta: 0.5,
        c: 'half max S at first scale',
        threshold: cut,
        minLengthPx: minLength,
        skeleton: 'Zhang-Suen',
      },
      references: ['Frangi et al. 1998', 'Ng et al. 2014 (hybrid Hessian filter)'],
    },
  };
}

export const wrinkleAnalyzer: Analyzer = {
  id: 'wrinkles-frangi',
  maxSide: 1024,
  run: measureWrinkles,
};
