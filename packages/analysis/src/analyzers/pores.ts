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
  for (let k = 0; k < dog.length; k++) {
    const layer = dog[k]!;
    for (let y = 1; y < h - 1; y++)
      for (let x = 1; x < w - 1; x++) {
        const i = y * w + x;
        const v = layer[i] ?? 0;
        if (v < o.threshold || !within[i]) continue;
        let isMax = true;
        for (let dk = -1; dk <= 1 && isMax; dk++) {
          const other = dog[k + dk];
          if (!other) continue;
          for (let dy = -1; dy <= 1 && isMax; dy++)
            for (let dx = -1; dx <= 1; dx++) {
              if (dk === 0 && dx === 0 && dy === 0) continue;
              if ((other[i + dy * w + dx] ?? 0) > v) {
                isMax = false;
                break;
              }
            }
        }
        if (isMax) {
          const sigma = sigmas[k]!;
          const r = Math.SQRT2 * sigma;
          found.push({ x, y, r, sigma, response: v, areaPx: Math.PI * r * r });
        }
      }
  }
  found.sort((p, r) => r.response - p.response);
  const kept: DogBlob[] = [];
  for (const b of found)
    if (!kept.some((k) => Math.hypot(k.x - b.x, k.y - b.y) < Math.max(k.r, b.r))) kept.push(b);
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
