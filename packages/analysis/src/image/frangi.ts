import { kernelMemory, kernels } from './kernels.js';
import { PlanePool } from './plane-pool.js';
import {
  BINOMIAL5,
  BOX3_CUBED,
  halvedRows,
  sampledSide,
  separableBlur,
  type RowSource,
} from './separable-blur.js';

const EXP_PER_UNIT = 256;
const EXP_TABLE = Float64Array.from({ length: 16 * EXP_PER_UNIT + 2 }, (_, j) =>
  Math.exp(-j / EXP_PER_UNIT),
);

/**
 * e^(−x) for x ≥ 0, interpolated in a table of step 1/256 (error < 2·10⁻⁶, 0 past x = 16):
 * Math.exp was called about 2 million times per photograph.
 */
function expNeg(x: number): number {
  const t = x * EXP_PER_UNIT;
  if (!(t < 16 * EXP_PER_UNIT)) return 0;
  const j = t | 0;
  return EXP_TABLE[j]! + (t - j) * (EXP_TABLE[j + 1]! - EXP_TABLE[j]!);
}

/** Nominal scales: σ² normalises the Hessian (as in method 1.1.0). */
export const FRANGI_SIGMAS = [1.5, 2.5] as const;

/** β of the shape term (Frangi 1998; scikit-image's default). */
export const FRANGI_BETA = 0.5;

/** Steps of the shape-term table over y ∈ [0, 1]. */
const SHAPE_STEPS = 4096;

/**
 * The shape term exp(−R_B²/2β²) tabulated over y = root² / (trace² + root²), where
 * root = √((xx − yy)² + 4xy²) = λ2 − λ1 and trace = λ1 + λ2 > 0: then root/trace = √(y/(1 − y))
 * and R_B = |λ1|/λ2 = |√(1−y) − √y| / (√(1−y) + √y). Looking up y costs one division instead of a
 * square root, a division and an exponential (over a whole 1024×768 plane, 7.9 against 10.3 ms).
 * Interpolated, the table is within 2·10⁻⁶ of the exact term for 0.01 < y < 0.99 and within
 * 5·10⁻³ at the ends, where R_B ≈ 1 and the term is ≈ exp(−1/2β²) (0.14 for β = 0.5), far below
 * any ridge threshold.
 */
const SHAPE_TABLE = Float64Array.from({ length: SHAPE_STEPS + 2 }, (_, j) => {
  const y = Math.min(j / SHAPE_STEPS, 1);
  const rb = (Math.sqrt(1 - y) - Math.sqrt(y)) / (Math.sqrt(1 - y) + Math.sqrt(y));
  return Math.exp(-(rb * rb) / (2 * FRANGI_BETA * FRANGI_BETA));
});

/**
 * The un-normalised S² = λ1² + λ2² of the 3×3 finite-difference Hessian of a smoothed plane (the
 * squared Frobenius norm: no eigenvalues needed) per pixel, border pixels 0 (written: `norms` may
 * be a reused plane). Returns the largest. By the `hessianRow` kernel on a ring of three rows
 * copied into the kernels' memory: 1.6 against 4.5 ms at 1024 × 768 in JavaScript.
 */
export function hessianNorms(L: Float32Array, w: number, h: number, norms: Float32Array): number {
  norms.fill(0, 0, w);
  norms.fill(0, Math.max(h - 1, 0) * w);
  if (h < 3) return 0;
  // Rows one float32 longer: for an odd w the kernel reads one past the row.
  const stride = 4 * (w + 1);
  const outAt = 3 * stride;
  const memory = kernelMemory(outAt + stride);
  const ring = [0, 1, 2].map((r) => new Float32Array(memory, r * stride, w));
  const out = new Float32Array(memory, outAt, w);
  out.fill(0); // the border pixels, which the kernel does not write
  const load = (y: number) => ring[y % 3]!.set(L.subarray(y * w, (y + 1) * w));
  load(0);
  load(1);
  const at = (y: number) => (y % 3) * stride;
  let max = 0;
  for (let y = 1; y < h - 1; y++) {
    load(y + 1);
    const rowMax = kernels.hessianRow(at(y - 1), at(y), at(y + 1), outAt, w);
    if (rowMax > max) max = rowMax;
    norms.set(out, y * w);
  }
  return max;
}

/**
 * V below this is returned as 0 (see `vesselnessAt`): 2⁻¹⁰ is under half a step of the heatmap
 * overlay (1/254), whose pixels do not change, and far below any ridge threshold. Smooth skin is
 * mostly such pixels (97 % at the fine scale of the benchmark photograph); not computing V there
 * took `frangiDarkRidges` from 29 to 21 ms at 1024×768.
 */
export const NEGLIGIBLE = 2 ** -10;

/**
 * V = shape · (1 − e^(−strength)) at pixel i of L, where strength = k·S² from its un-normalised
 * S² (`hessianNorms`) and k = σ⁴/2c²; 0 unless the eigenvalue of larger magnitude is positive (a
 * dark ridge; it has the sign of the trace). R_B is scale free, so σ² only enters through k.
 * V ≤ 1 − e^(−k·S²) ≤ k·S², so callers take V as 0 where k·S² < `NEGLIGIBLE` (border pixels
 * among them, S² = 0) without calling this: with the test in their loop instead of a call per
 * pixel, `fineAndMerge` took 3.9 instead of 6.5 ms at 1024×768.
 */
function vesselnessAt(L: Float32Array, w: number, i: number, strength: number): number {
  const centre = 2 * L[i]!;
  const xx = L[i - 1]! + L[i + 1]! - centre;
  const yy = L[i - w]! + L[i + w]! - centre;
  const trace = xx + yy;
  if (!(trace > 0)) return 0;
  const xy = 0.25 * (L[i + w + 1]! - L[i + w - 1]! - L[i - w + 1]! + L[i - w - 1]!);
  const diff = xx - yy;
  const root2 = diff * diff + 4 * xy * xy;
  const t = (root2 / (trace * trace + root2)) * SHAPE_STEPS;
  const j = t | 0;
  const shape = SHAPE_TABLE[j]! + (t - j) * (SHAPE_TABLE[j + 1]! - SHAPE_TABLE[j]!);
  return shape * (1 - expNeg(strength));
}

/** V of each pixel of L from its S² in `norms` (replaced by V) and k of `vesselnessAt`. */
function vesselness(L: Float32Array, w: number, norms: Float32Array, k: number) {
  for (let i = 0; i < norms.length; i++) {
    const strength = k * norms[i]!;
    norms[i] = strength < NEGLIGIBLE ? 0 : vesselnessAt(L, w, i, strength);
  }
}

/**
 * V of the fine scale from the blurred plane L and its S² (`norms`, replaced by the result), the
 * larger of it and V of the coarse `cw` × `ch` grid of step 2 interpolated bilinearly (≥ 0, so
 * also the result where the fine V is taken as 0).
 */
function fineAndMerge(
  L: Float32Array,
  norms: Float32Array,
  w: number,
  h: number,
  k: number,
  coarse: Float32Array,
  cw: number,
  ch: number,
) {
  // The coarse row at y/2, one sample longer so that x = 2u + 1 has a right neighbour.
  const mid = new Float32Array(cw + 1);
  for (let y = 0; y < h; y++) {
    const a = (y >> 1) * cw;
    const b = Math.min((y >> 1) + 1, ch - 1) * cw;
    if (y & 1) for (let u = 0; u < cw; u++) mid[u] = 0.5 * (coarse[a + u]! + coarse[b + u]!);
    else mid.set(coarse.subarray(a, a + cw));
    mid[cw] = mid[cw - 1]!;
    // Pixel pairs 2u (on the coarse grid) and 2u + 1 (halfway to the next sample).
    for (let i = y * w, u = 0, end = i + w; i < end; i += 2, u++) {
      const up = mid[u]!;
      const strength = k * norms[i]!;
      norms[i] = strength < NEGLIGIBLE ? up : Math.max(vesselnessAt(L, w, i, strength), up);
      if (i + 1 === end) break;
      const between = 0.5 * (up + mid[u + 1]!);
      const next = k * norms[i + 1]!;
      norms[i + 1] =
        next < NEGLIGIBLE ? between : Math.max(vesselnessAt(L, w, i + 1, next), between);
    }
  }
}

/**
 * The blurred planes of `frangiDarkRidges` and its coarse V, kept between images (see PlanePool,
 * 4.7 MB at 1024 × 768). Only V, which the caller keeps, is a fresh plane.
 */
const planes = new PlanePool();

/**
 * Frangi vesselness for dark ridges (Frangi 1998, as in scikit-image `frangi`, B7) at σ = 1.5
 * and 2.5 of the w × h plane given row by row: per scale, Hessian of the σ²-normalised smoothed
 * image, R_B = |λ1|/λ2, S = √(λ1²+λ2²), V = exp(−R_B²/2β²)·(1 − exp(−S²/2c²)) where λ2 > 0,
 * c = half the max S at the first scale; the result is the larger V.
 *
 * Smoothing as in method 1.1.0, where each scale was three box blurs (`boxSizes`) of the
 * plane: variance 2 for σ = 1.5 and 6 for σ = 2.5. Since 1.2.0 the coarse scale is computed on a
 * half-resolution grid (a pyramid step, Lowe 2004): the fine plane (variance 2; [1,1,1]³/27 keeps
 * 4 % of the amplitude at the half grid's Nyquist frequency) is decimated by 2 and blurred by the
 * binomial 5-tap (variance 1 on the half grid, 4 px²), variance 6 in all again; its Hessian uses
 * σ/2 in half-grid units (σ²∂² does not depend on the grid) and its V is interpolated back
 * bilinearly. The coarse scale then costs a quarter; its border of zeros is two pixels wide
 * instead of one. V below 2⁻¹⁰ is returned as 0 (`NEGLIGIBLE`).
 */
export function frangiDarkRidges(source: RowSource, w: number, h: number): Float32Array {
  const [fineSigma, coarseSigma] = FRANGI_SIGMAS;
  planes.reset();
  const fine = separableBlur(source, w, h, BOX3_CUBED, planes.take(w * h));
  const out = new Float32Array(w * h);
  const fineS4 = fineSigma ** 4;
  const maxS2 = fineS4 * hessianNorms(fine, w, h, out);
  const twoC2 = 2 * (maxS2 / 4 || 1); // c = max(S)/2 at the first scale

  const cw = sampledSide(w, 2);
  const ch = sampledSide(h, 2);
  const smooth = separableBlur(halvedRows(fine, w), cw, ch, BINOMIAL5, planes.take(cw * ch));
  const coarse = planes.take(cw * ch);
  hessianNorms(smooth, cw, ch, coarse);
  vesselness(smooth, cw, coarse, (coarseSigma / 2) ** 4 / twoC2);

  fineAndMerge(fine, out, w, h, fineS4 / twoC2, coarse, cw, ch);
  return out;
}
