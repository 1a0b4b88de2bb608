import { packMask, type BitMask } from '../image/bit-mask.js';
import { runComponents, runsOf } from '../image/runs.js';
import { openBits } from '../image/morphology.js';
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
 * The 8-connected components of `mask` as blobs (centre, equivalent radius, area) with their
 * bounding-box fill, in raster order of their first pixel. Found on runs (image/runs.ts): the sums
 * over a run are closed forms, so no label image and no per-pixel pass are needed.
 */
function components(mask: BitMask): (Blob & { fill: number })[] {
  const { h } = mask;
  const runs = runsOf(mask);
  const { x0, x1, rowStart } = runs;
  const { root, area } = runComponents(runs);
  const n = x0.length;
  const sx = new Float64Array(n);
  const sy = new Float64Array(n);
  const box = new Int32Array(4 * n); // x0, y0, x1, y1 of each root's component
  for (let y = 0; y < h; y++)
    for (let k = rowStart[y]!; k < rowStart[y + 1]!; k++) {
      const r = root[k]!;
      const b = 4 * r;
      const length = x1[k]! - x0[k]! + 1;
      sx[r]! += ((x0[k]! + x1[k]!) * length) / 2;
      sy[r]! += y * length;
      if (r === k) box.set([x0[k]!, y, x1[k]!, y], b);
      box[b] = Math.min(box[b]!, x0[k]!);
      box[b + 2] = Math.max(box[b + 2]!, x1[k]!);
      box[b + 3] = y;
    }
  const out: (Blob & { fill: number })[] = [];
  for (let k = 0; k < n; k++) {
    if (root[k] !== k) continue;
    const a = area[k]!;
    const b = 4 * k;
    const fill = a / ((box[b + 2]! - box[b]! + 1) * (box[b + 3]! - box[b + 1]! + 1));
    out.push({ x: sx[k]! / a, y: sy[k]! / a, r: Math.sqrt(a / Math.PI), areaPx: a, fill });
  }
  return out;
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
  const opened = openBits(packMask(map.mask, w, h), 1);
  const workingPxPerMm = ctx.pxPerMm ? ctx.pxPerMm / img.scale : undefined;
  const [dMin, dMax] = workingPxPerMm
    ? [1 * workingPxPerMm, 10 * workingPxPerMm]
    : [0.004 * Math.min(w, h), 0.06 * Math.min(w, h)];
  const blobs: Blob[] = components(opened)
    .filter((c) => 2 * c.r >= dMin && 2 * c.r <= dMax && c.fill >= 0.4)
    .map(({ x, y, r, areaPx }) => ({ x, y, r, areaPx }));
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
      // 1.2.0: rings two pixels wide with a contrasting outline, and a legend (values unchanged).
      // 1.1.0: the reference a* of erythema 1.1.0 (from a sample of the skin-like pixels).
      version: '1.2.0',
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
