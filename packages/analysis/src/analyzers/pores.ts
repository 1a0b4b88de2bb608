import { lumaPlane } from '../image/color.js';
import { gaussianBlur } from '../image/filters.js';
import { markersOverlay } from '../image/overlay.js';
import type { Blob } from './acne.js';
import { q, type Analyzer, type AnalyzerContext, type AnalyzerOutput } from './types.js';

export interface DogOptions {
  minSigma: number;
  maxSigma: number;
  ratio: number;
  /** Minimum scale-normalised DoG response, grey levels. */
  threshold: number;
}

export interface DogBlob extends Blob {
  sigma: number;
  response: number;
}

/** Whether a pixel of the 3×3 window around i (the centre too, unless `skipCentre`) exceeds v. */
function exceeds(layer: Float32Array, i: number, w: number, v: number, skipCentre: boolean) {
  for (let dy = -w; dy <= w; dy += w)
    for (let dx = -1; dx <= 1; dx++) {
      if (skipCentre && dy === 0 && dx === 0) continue;
      if (layer[i + dy + dx]! > v) return true;
    }
  return false;
}

/**
 * Difference-of-Gaussian blob detection (Lowe 2004; scikit-image blob_dog, B6) on the inverted
 * image, so that dark spots on lighter skin are the bright blobs: DoG_i = (G_σi − G_σi+1)·σi,
 * local maxima over 3×3×3 (x, y, scale), radius = √2·σ, overlapping detections pruned (keep the
 * stronger).
 */
export function detectDarkBlobs(
  plane: Float32Array,
  w: number,
  h: number,
  within: Uint8Array,
  o: DogOptions,
): DogBlob[] {
  const sigmas: number[] = [];
  for (let s = o.minSigma; s <= o.maxSigma * o.ratio + 1e-9; s *= o.ratio) sigmas.push(s);
  // Blurring is linear, so the DoG of the inverted image (255 − I) is G_σi+1(I) − G_σi(I):
  // no inverted copy is needed. Each layer is written over the smaller blur to save memory.
  const blurred = sigmas.map((s) => gaussianBlur(plane, w, h, s));
  const dog = sigmas.slice(0, -1).map((s, i) => {
    const a = blurred[i]!;
    const b = blurred[i + 1]!;
    for (let j = 0; j < a.length; j++) a[j] = (b[j]! - a[j]!) * s;
    return a;
  });
  const found: DogBlob[] = [];
  const threshold = o.threshold;
  for (let k = 0; k < dog.length; k++) {
    const layer = dog[k]!;
    const below = dog[k - 1];
    const above = dog[k + 1];
    for (let y = 1; y < h - 1; y++)
      for (let x = 1, i = y * w + 1; x < w - 1; x++, i++) {
        const v = layer[i]!;
        if (v < threshold || !within[i]) continue;
        if (
          exceeds(layer, i, w, v, true) ||
          (below && exceeds(below, i, w, v, false)) ||
          (above && exceeds(above, i, w, v, false))
        )
          continue;
        const sigma = sigmas[k]!;
        const r = Math.SQRT2 * sigma;
        found.push({ x, y, r, sigma, response: v, areaPx: Math.PI * r * r });
      }
  }
  found.sort((p, r) => r.response - p.response);
  return pruneOverlaps(found);
}

/**
 * Keeps blobs in order unless the centre lies within the larger radius of a blob already kept.
 * Kept blobs are looked up in a grid of cells as wide as the largest radius (the 3×3 cells
 * around a centre hold every blob that can overlap it): comparing with every kept blob took
 * 0.2 s with 3 000 pores.
 */
function pruneOverlaps(found: readonly DogBlob[]): DogBlob[] {
  const cell = Math.ceil(found.reduce((r, b) => Math.max(r, b.r), 1));
  const grid = new Map<number, DogBlob[]>();
  const key = (cx: number, cy: number) => cy * 65536 + cx; // cells per row < 65535
  const kept: DogBlob[] = [];
  for (const b of found) {
    const cx = Math.floor(b.x / cell);
    const cy = Math.floor(b.y / cell);
    let overlaps = false;
    for (let dy = -1; dy <= 1 && !overlaps; dy++)
      for (let dx = -1; dx <= 1 && !overlaps; dx++)
        overlaps = !!grid
          .get(key(cx + dx, cy + dy))
          ?.some((k) => Math.hypot(k.x - b.x, k.y - b.y) < Math.max(k.r, b.r));
    if (overlaps) continue;
    kept.push(b);
    const home = grid.get(key(cx, cy));
    if (home) home.push(b);
    else grid.set(key(cx, cy), [b]);
  }
  return kept;
}

async function measurePores(
  ctx: AnalyzerContext,
  options: Record<string, unknown>,
): Promise<AnalyzerOutput> {
  const { img, skin } = ctx;
  const { width: w, height: h } = img;
  const o: DogOptions = {
    minSigma: 1,
    maxSigma: typeof options.maxSigma === 'number' ? options.maxSigma : 4,
    ratio: 1.6,
    threshold: typeof options.threshold === 'number' ? options.threshold : 6,
  };
  const blobs = detectDarkBlobs(lumaPlane(img), w, h, skin.roi, o);
  const areaCm2 = ctx.pxPerMm ? (skin.roiPixels * img.scale ** 2) / ctx.pxPerMm ** 2 / 100 : null;
  const meanR = blobs.length ? blobs.reduce((s, b) => s + b.r, 0) / blobs.length : null;
  return {
    quantities: {
      poreCount: q(blobs.length, 'count', 'dark DoG blobs in the skin ROI'),
      densityPerCm2: q(
        areaCm2 ? blobs.length / areaCm2 : null,
        'per cm²',
        'count per cm² of skin; null without scale',
      ),
      densityPerMegapixel: q(
        skin.roiPixels ? blobs.length / ((skin.roiPixels * img.scale ** 2) / 1e6) : null,
        'per MP (original)',
        'count per million original skin pixels',
      ),
      meanRadiusPx: q(
        meanR === null ? null : meanR * img.scale,
        'px (original)',
        'mean blob radius (√2·σ)',
      ),
    },
    overlays: [
      await markersOverlay('pore-blobs', blobs, w, h, [0, 255, 255, 255], 'detected dark blobs'),
    ],
    suggestions: [],
    warnings: ['counts are comparable only within one person under one capture protocol'],
    method: {
      name: 'pores-dog',
      version: '1.0.0',
      parameters: {
        ...o,
        polarity: 'dark blobs (inverted luma)',
        overlap: 'drop if centre within the larger radius',
      },
      references: ['Lowe 2004 (DoG)', 'scikit-image blob_dog'],
    },
  };
}

export const poreAnalyzer: Analyzer = { id: 'pores-dog', maxSide: 1536, run: measurePores };
