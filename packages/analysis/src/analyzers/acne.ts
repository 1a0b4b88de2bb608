import { labelComponents } from '../image/mask.js';
import { open } from '../image/morphology.js';
import { markersOverlay } from '../image/overlay.js';
import { erythemaMask } from './redness.js';
import {
  q,
  type Analyzer,
  type AnalyzerContext,
  type AnalyzerOutput,
  type Suggestion,
} from './types.js';

export interface Blob {
  /** Centre in working pixels. */
  x: number;
  y: number;
  /** Equivalent radius in working pixels. */
  r: number;
  areaPx: number;
}

const GAGS_REGIONS = ['forehead', 'rightCheek', 'leftCheek', 'nose', 'chin', 'chestUpperBack'];

/**
 * Per component id: the sums of x and y, and the bounding box as x0, y0, x1, y1. A loop of its
 * own, outside the async analyzer, where V8 deoptimised it on most calls.
 */
function componentMoments(labels: Int32Array, n: number, w: number, h: number) {
  const sx = new Float64Array(n);
  const sy = new Float64Array(n);
  const box = new Int32Array(4 * n);
  for (let id = 0; id < n; id++) box.set([w, h, -1, -1], 4 * id);
  for (let y = 0, i = 0; y < h; y++)
    for (let x = 0; x < w; x++, i++) {
      const id = labels[i]!;
      if (!id) continue;
      sx[id] = sx[id]! + x;
      sy[id] = sy[id]! + y;
      const b = 4 * id;
      if (x < box[b]!) box[b] = x;
      if (y < box[b + 1]!) box[b + 1] = y;
      if (x > box[b + 2]!) box[b + 2] = x;
      if (y > box[b + 3]!) box[b + 3] = y;
    }
  return { sx, sy, box };
}

/**
 * Inflammatory-lesion candidates: connected red areas (a* ≥ reference + delta) of lesion size
 * (equivalent diameter 1–10 mm with a scale, else 0.4–6 % of the shorter side) and compact
 * shape (fill of bounding box ≥ 0.4). Candidates, not a lesion classification.
 */
async function detectRedBlobs(
  ctx: AnalyzerContext,
  options: Record<string, unknown>,
): Promise<AnalyzerOutput> {
  const delta = typeof options.deltaAStar === 'number' ? options.deltaAStar : 12;
  const { img } = ctx;
  const { width: w, height: h } = img;
  const map = erythemaMask(ctx, delta);
  const mask = open(map.mask, w, h, 1);
  const workingPxPerMm = ctx.pxPerMm ? ctx.pxPerMm / img.scale : undefined;
  const [dMin, dMax] = workingPxPerMm
    ? [1 * workingPxPerMm, 10 * workingPxPerMm]
    : [0.004 * Math.min(w, h), 0.06 * Math.min(w, h)];
  const c = labelComponents(mask, w, h);
  const n = c.areas.length;
  const { sx, sy, box } = componentMoments(c.labels, n, w, h);
  const blobs: Blob[] = [];
  for (let id = 1; id < n; id++) {
    const area = c.areas[id] ?? 0;
    const d = 2 * Math.sqrt(area / Math.PI);
    const b = 4 * id;
    const fill = area / ((box[b + 2]! - box[b]! + 1) * (box[b + 3]! - box[b + 1]! + 1));
    if (d < dMin || d > dMax || fill < 0.4) continue;
    blobs.push({ x: (sx[id] ?? 0) / area, y: (sy[id] ?? 0) / area, r: d / 2, areaPx: area });
  }
  const diametersPx = blobs.map((b) => 2 * b.r * img.scale);
  const meanD = diametersPx.length
    ? diametersPx.reduce((s, v) => s + v, 0) / diametersPx.length
    : null;
  const suggestions: Suggestion[] = [];
  const region = GAGS_REGIONS.find(
    (r) => r.toLowerCase() === ctx.bodyPart?.replace(/[-_ ]/g, '').toLowerCase(),
  );
  suggestions.push({
    target: `gags.regions.${region ?? '<region>'}`,
    value: blobs.length > 0 ? 2 : null,
    basis:
      'red lesion candidates present imply at least papules (grade 2) if confirmed; comedones, pustules and nodules need the clinician',
    validated: false,
  });
  return {
    quantities: {
      candidateCount: q(blobs.length, 'count', 'red blob candidates of lesion size'),
      meanDiameterPx: q(meanD, 'px (original)', 'mean equivalent diameter of candidates'),
      meanDiameterMm: q(
        meanD !== null && ctx.pxPerMm ? meanD / ctx.pxPerMm : null,
        'mm',
        'mean equivalent diameter; null without scale',
      ),
      densityPerCm2: q(
        ctx.pxPerMm && ctx.skin.roiPixels
          ? blobs.length / ((ctx.skin.roiPixels * img.scale ** 2) / ctx.pxPerMm ** 2 / 100)
          : null,
        'per cm²',
        'candidates per cm² of skin ROI; null without scale',
      ),
    },
    overlays: [
      await markersOverlay(
        'acne-candidates',
        blobs,
        w,
        h,
        [255, 255, 0, 255],
        'rings around red blob candidates',
      ),
    ],
    suggestions,
    warnings: [],
    method: {
      name: 'red-blob-candidates',
      version: '1.0.0',
      parameters: {
        deltaAStar: delta,
        minDiameterWorkingPx: dMin,
        maxDiameterWorkingPx: dMax,
        minFill: 0.4,
      },
    },
  };
}

export const acneAnalyzer: Analyzer = {
  id: 'red-blob-candidates',
  maxSide: 1024,
  run: detectRedBlobs,
};
