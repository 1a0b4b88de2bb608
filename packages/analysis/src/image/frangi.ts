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

/** Float32 rows one longer than w, as the kernels read one sample past a row of odd width. */
const rowBytes = (w: number) => 4 * (w + 1);

/**
 * Calls `each` for rows from … to − 1 of the w × h plane L with the kernels' addresses of rows
 * y − 1, y and y + 1 (the plane's first and last rows standing in past its edges), from a ring of
 * three rows copied into the kernels' memory at ringAt.
 */
function eachRingRow(
  L: Float32Array,
  w: number,
  h: number,
  { memory, ringAt }: { memory: ArrayBuffer; ringAt: number },
  from: number,
  to: number,
  each: (y: number, u: number, c: number, d: number) => void,
) {
  const at = (y: number) => ringAt + (y % 3) * rowBytes(w);
  const load = (y: number) => new Float32Array(memory, at(y), w).set(L.subarray(y * w, y * w + w));
  load(Math.max(from - 1, 0));
  load(from);
  for (let y = from; y < to; y++) {
    if (y + 1 < h) load(y + 1);
    each(y, at(Math.max(y - 1, 0)), at(y), at(Math.min(y + 1, h - 1)));
  }
}

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
  const outAt = 3 * rowBytes(w);
  const memory = kernelMemory(outAt + rowBytes(w));
  const out = new Float32Array(memory, outAt, w);
  out.fill(0); // the border pixels, which the kernel does not write
  let max = 0;
  eachRingRow(L, w, h, { memory, ringAt: 0 }, 1, h - 1, (y, u, c, d) => {
    const rowMax = kernels.hessianRow(u, c, d, outAt, w);
    if (rowMax > max) max = rowMax;
    norms.set(out, y * w);
  });
  return max;
}

/**
 * V below this is returned as 0 (see `vesselness`): 2⁻¹⁰ is under half a step of the heatmap
 * overlay (1/254), whose pixels do not change, and far below any ridge threshold. Smooth skin is
 * mostly such pixels (97 % at the fine scale of the benchmark photograph); not computing V there
 * took `frangiDarkRidges` from 29 to 21 ms at 1024×768.
 */
export const NEGLIGIBLE = 2 ** -10;

/**
 * The tables of the `vesselnessRow` kernel: the shape term, then e^(−j/256) for j ≤ 16·256 + 1
 * (interpolated, within 2·10⁻⁶ of e^(−x); 0 past x = 16, where it is below 10⁻⁶).
 */
const VESSELNESS_TABLES = Float64Array.from([
  ...SHAPE_TABLE,
  ...Array.from({ length: 16 * 256 + 2 }, (_, j) => Math.exp(-j / 256)),
]);

/**
 * V = shape · (1 − e^(−strength)) of each pixel of the w × h plane L from its un-normalised S² in
 * `norms` (replaced by V), where strength = k·S² and k = σ⁴/2c²; 0 unless the eigenvalue of
 * larger magnitude is positive (a dark ridge; it has the sign of the trace). R_B is scale free,
 * so σ² only enters through k. V ≤ 1 − e^(−k·S²) ≤ k·S², so V is taken as 0 where k·S² <
 * `NEGLIGIBLE` (border pixels among them, S² = 0) and not computed.
 *
 * With `coarse`, each pixel then takes the larger of its V and the coarse grid's V (cw × ch, step
 * 2, ≥ 0) interpolated bilinearly: the merge of the two scales. By the `vesselnessRow` kernel on
 * rows copied into its memory, in the arithmetic of the JavaScript loops it replaced (the shape
 * term and e^(−x) interpolated in VESSELNESS_TABLES): Wrinkle's analysis at 1024 × 768 took 23.3
 * against 25.8 ms.
 */
export function vesselness(
  L: Float32Array,
  w: number,
  h: number,
  norms: Float32Array,
  k: number,
  coarse?: { v: Float32Array; cw: number; ch: number },
) {
  // Without a coarse grid, a coarse row of zeros: V is then its own maximum.
  const cw = coarse?.cw ?? sampledSide(w, 2);
  const ringAt = VESSELNESS_TABLES.byteLength;
  const s2At = ringAt + 3 * rowBytes(w);
  const outAt = s2At + rowBytes(w);
  const [aAt = 0, bAt = 0, midAt = 0] = [0, 1, 2].map(
    (r) => outAt + rowBytes(w) + r * rowBytes(cw),
  );
  const memory = kernelMemory(midAt + rowBytes(cw));
  new Float64Array(memory, 0, VESSELNESS_TABLES.length).set(VESSELNESS_TABLES);
  const s2 = new Float32Array(memory, s2At, w);
  const out = new Float32Array(memory, outAt, w);
  const [a, b] = [aAt, bAt].map((at) => new Float32Array(memory, at, cw));
  if (!coarse) a!.fill(0);
  eachRingRow(L, w, h, { memory, ringAt }, 0, h, (y, u, c, d) => {
    s2.set(norms.subarray(y * w, y * w + w));
    const odd = coarse ? y & 1 : 0;
    if (coarse) {
      // The coarse row at y/2, and for odd y the one after it (the last standing in past the end).
      const above = (y >> 1) * cw;
      const below = Math.min((y >> 1) + 1, coarse.ch - 1) * cw;
      a!.set(coarse.v.subarray(above, above + cw));
      if (odd) b!.set(coarse.v.subarray(below, below + cw));
    }
    kernels.vesselnessRow(u, c, d, s2At, w, k, 0, aAt, bAt, odd, cw, midAt, outAt);
    norms.set(out, y * w);
  });
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
  vesselness(smooth, cw, ch, coarse, (coarseSigma / 2) ** 4 / twoC2);

  vesselness(fine, w, h, out, fineS4 / twoC2, { v: coarse, cw, ch });
  return out;
}
