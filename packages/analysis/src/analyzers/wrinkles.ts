import { lumaPlane } from '../image/color.js';
import { FRANGI_SIGMAS, frangiDarkRidges, NEGLIGIBLE } from '../image/frangi.js';
import { labelComponents, type Mask } from '../image/mask.js';
import { heatmapOverlay, maskOverlay } from '../image/overlay.js';
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

const offBorder = (i: number, w: number, h: number) => {
  const x = i % w;
  return i >= w && i < w * (h - 1) && x > 0 && x < w - 1;
};

/** Pixels where `v` exceeds `cut` inside `roi`. */
function ridgeMask(v: Float32Array, roi: Mask, cut: number): Mask {
  const out = new Uint8Array(v.length);
  for (let i = 0; i < v.length; i++) if (v[i]! > cut && roi[i] === 1) out[i] = 1;
  return out;
}

/**
 * Clears the pixels of components with fewer than `minArea` pixels; returns how many remain and
 * those of them off the image border. Ridges are sparse, so the mask is read four pixels at a
 * time where it is aligned (2.1 → 0.4 ms at 1024×768).
 */
function dropSmall(mask: Mask, w: number, h: number, minArea: number) {
  const { labels, areas } = labelComponents(mask, w, h);
  let kept = 0;
  const live: number[] = [];
  const visit = (i: number) => {
    if (!mask[i]) return;
    if (areas[labels[i]!]! < minArea) mask[i] = 0;
    else {
      kept++;
      if (offBorder(i, w, h)) live.push(i);
    }
  };
  const words = mask.byteOffset % 4 ? 0 : mask.length >> 2;
  const quads = new Uint32Array(mask.buffer, mask.byteOffset, words);
  for (let j = 0; j < words; j++) if (quads[j]) for (let i = 4 * j; i < 4 * j + 4; i++) visit(i);
  for (let i = 4 * words; i < mask.length; i++) visit(i);
  return { kept, live };
}

async function measureWrinkles(
  ctx: AnalyzerContext,
  options: Record<string, unknown>,
): Promise<AnalyzerOutput> {
  const { img, skin } = ctx;
  const { width: w, height: h } = img;
  const cut = typeof options.threshold === 'number' ? options.threshold : 0.3;
  const minLength = 15;
  const v = frangiDarkRidges(lumaPlane(img), w, h);
  const ridges = ridgeMask(v, skin.roi, cut);
  // Drop specks: keep ridge components at least `minLength` working px long.
  const { kept: ridgePixels, live } = dropSmall(ridges, w, h, minLength * 2);
  // Past their pixel count the ridges are not needed: they are thinned in place.
  const skeleton = ridges;
  thinInPlace(skeleton, w, live);
  const { areas } = labelComponents(skeleton, w, h);
  const lengthPx = areas.reduce((n, area) => n + area, 0) * img.scale;
  const lines = areas.length - 1;
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
      ),
    ]),
    suggestions: [],
    warnings: [
      'ridge metrics are not a clinical wrinkle grade; lighting direction changes them strongly',
    ],
    method: {
      name: 'wrinkles-frangi',
      // 1.2.0, for speed (the analyzer ran about 3× faster): the σ = 2.5 scale on a grid of half
      // the resolution, V interpolated back; the shape term tabulated; V < 2⁻¹⁰ returned as 0
      // (frangi.ts). On synthetic lines the ridge masks agree with 1.1.0's (Jaccard index 0.95).
      version: '1.2.0',
      parameters: {
        sigmas: FRANGI_SIGMAS.join(','),
        coarseScaleGrid: 'half resolution, bilinear',
        vesselnessZeroBelow: NEGLIGIBLE,
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
