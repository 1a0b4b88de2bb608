import { FRANGI_BETA, FRANGI_SIGMAS, frangiDarkRidges, NEGLIGIBLE } from '../image/frangi.js';
import { packMask } from '../image/bit-mask.js';
import type { Mask } from '../image/mask.js';
import { runComponents, runsOf } from '../image/runs.js';
import { heatmapOverlay, maskOverlay } from '../image/overlay.js';
import { lumaRows } from '../image/separable-blur.js';
import { q, type Analyzer, type AnalyzerContext, type AnalyzerOutput } from './types.js';

/**
 * Zhang–Suen (1984) removal test of each sub-iteration for all 256 neighbourhoods; bit k of the
 * index is neighbour k clockwise from north (P2, P3, …, P9). A table lookup replaces the count,
 * transition and product tests per pixel.
 */
const THINNING_PASSES = [0, 1].map((pass) =>
  Uint8Array.from({ length: 256 }, (_, code) => {
    const p = Array.from({ length: 8 }, (_, k) => (code >> k) & 1);
    const b = p.reduce((n, v) => n + v, 0);
    if (b < 2 || b > 6) return 0;
    const transitions = p.filter((v, k) => v === 0 && p[(k + 1) % 8] === 1).length;
    if (transitions !== 1) return 0;
    const [p2, , p4, , p6, , p8] = p;
    const removable =
      pass === 0
        ? p2! * p4! * p6! === 0 && p4! * p6! * p8! === 0
        : p2! * p4! * p8! === 0 && p2! * p6! * p8! === 0;
    return removable ? 1 : 0;
  }),
);

/**
 * Zhang–Suen thinning, in place, of a 0/1 mask to one-pixel-wide lines. `live` lists its set
 * pixels off the image border (border pixels are never removed), the only ones visited: the
 * caller has them from its own pass over the mask, which saves another (1.4 ms at 1024×768).
 */
export function thinInPlace(m: Mask, w: number, live: number[]): void {
  const remove: number[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    for (const removable of THINNING_PASSES) {
      remove.length = 0;
      for (const i of live) {
        if (!m[i]) continue;
        const code =
          m[i - w]! |
          (m[i - w + 1]! << 1) |
          (m[i + 1]! << 2) |
          (m[i + w + 1]! << 3) |
          (m[i + w]! << 4) |
          (m[i + w - 1]! << 5) |
          (m[i - 1]! << 6) |
          (m[i - w - 1]! << 7);
        if (removable[code]) remove.push(i);
      }
      for (const i of remove) m[i] = 0;
      if (remove.length) changed = true;
    }
    live = live.filter((i) => m[i] === 1);
  }
}

/**
 * Pixels where `v` exceeds `cut` inside `roi` (a mask of 0 and 1, copied where v exceeds: 1.3
 * instead of 2.1 ms at 1024 × 768 with a test of roi per pixel).
 */
function ridgeMask(v: Float32Array, roi: Mask, cut: number): Mask {
  const out = new Uint8Array(v.length);
  for (let i = 0; i < v.length; i++) if (v[i]! > cut) out[i] = roi[i]!;
  return out;
}

/**
 * Clears the pixels of components with fewer than `minArea` pixels; returns how many remain and
 * those of them off the image border. Components are found on runs (image/runs.ts): a label
 * image and a flood fill per component cost 2–3 ms more at 1024 × 768.
 */
function dropSmall(mask: Mask, w: number, h: number, minArea: number) {
  const runs = runsOf(packMask(mask, w, h));
  const { x0, x1, rowStart } = runs;
  const { root, area } = runComponents(runs);
  let kept = 0;
  const live: number[] = [];
  for (let y = 0; y < h; y++)
    for (let k = rowStart[y]!; k < rowStart[y + 1]!; k++) {
      if (area[root[k]!]! < minArea) {
        mask.fill(0, y * w + x0[k]!, y * w + x1[k]! + 1);
        continue;
      }
      kept += x1[k]! - x0[k]! + 1;
      if (y === 0 || y === h - 1) continue;
      for (let x = Math.max(x0[k]!, 1); x <= Math.min(x1[k]!, w - 2); x++) live.push(y * w + x);
    }
  return { kept, live };
}

/** Pixels and 8-connected components of a thinned mask: its length and number of lines. */
function lineStats(skeleton: Mask, w: number, h: number) {
  const runs = runsOf(packMask(skeleton, w, h));
  const { root } = runComponents(runs);
  let pixels = 0;
  let lines = 0;
  for (let k = 0; k < root.length; k++) {
    pixels += runs.x1[k]! - runs.x0[k]! + 1;
    if (root[k] === k) lines++;
  }
  return { pixels, lines };
}

async function measureWrinkles(
  ctx: AnalyzerContext,
  options: Record<string, unknown>,
): Promise<AnalyzerOutput> {
  const { img, skin } = ctx;
  const { width: w, height: h } = img;
  const cut = typeof options.threshold === 'number' ? options.threshold : 0.3;
  const minLength = 15;
  const v = frangiDarkRidges(lumaRows(img), w, h);
  const ridges = ridgeMask(v, skin.roi, cut);
  // Drop specks: keep ridge components at least `minLength` working px long.
  const { kept: ridgePixels, live } = dropSmall(ridges, w, h, minLength * 2);
  // Past their pixel count the ridges are not needed: they are thinned in place.
  const skeleton = ridges;
  thinInPlace(skeleton, w, live);
  const { pixels, lines } = lineStats(skeleton, w, h);
  const lengthPx = pixels * img.scale;
  return {
    quantities: {
      lineDensityPercent: q(
        skin.roiPixels ? (100 * ridgePixels) / skin.roiPixels : null,
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
    overlays: await Promise.all([
      maskOverlay(
        'wrinkle-lines',
        skeleton,
        w,
        h,
        [255, 0, 0, 255],
        'skeleton of detected dark lines',
      ),
      heatmapOverlay(
        'ridge-strength',
        v,
        skin.roi,
        w,
        h,
        [0, 1],
        'Frangi vesselness (dark ridges)',
        'working',
        { lo: 0, hi: 1, unit: 'V', belowLo: 'transparent' },
      ),
    ]),
    suggestions: [],
    warnings: [
      'ridge metrics are not a clinical wrinkle grade; lighting direction changes them strongly',
    ],
    method: {
      name: 'wrinkles-frangi',
      // 1.4.0: outlined overlays with a legend (image/overlay.ts); values unchanged. The ridge-strength heatmap tints only ridges (V > 0), not all skin.
      // 1.3.0: the blurs summed in float32 instead of float64 (decision 010; values move by at
      // most 3.1e-5 grey levels, and the test and benchmark results are unchanged).
      // 1.2.0, for speed (the analyzer ran about 3× faster): the σ = 2.5 scale on a grid of half
      // the resolution, V interpolated back; the shape term tabulated; V < 2⁻¹⁰ returned as 0
      // (frangi.ts). On synthetic lines the ridge masks agree with 1.1.0's (Jaccard index 0.95).
      version: '1.4.0',
      parameters: {
        sigmas: FRANGI_SIGMAS.join(','),
        coarseScaleGrid: 'half resolution, bilinear',
        vesselnessZeroBelow: NEGLIGIBLE,
        beta: FRANGI_BETA,
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
