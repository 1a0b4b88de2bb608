import { mirror } from './filters.js';

/*
 * Box (window) counts of a 0/1 image on a grid of samples, every `step`-th pixel of every
 * `step`-th row from (0, 0): the number of set pixels in the (2r + 1)² window around each sample,
 * edges mirrored as in filters.ts. Divided by (2r + 1)², that is a float box blur of the 0/1 plane
 * at the samples (`boxBlur`, testing/reference.ts), without its float rounding.
 *
 * The caller sums each row as it makes the row (a running count in a pass over the pixels it
 * makes anyway), `sampledRowCounts` turns the row's prefix sums into window counts at the sampled
 * columns, and `sampledColumnCounts` sums those down the rows for the sampled columns only. For the
 * hair density of a 768 × 576 scalp at step 2 this took about 40 % of the time of the 0/1 float
 * plane and its float box blur, of which the half-size heatmap read a quarter.
 */

/**
 * Σ v[mirror(i, n)] for a ≤ i ≤ b from the prefix sums of v (prefix[k] = v[0] + … + v[k − 1]),
 * for a window around a pixel (a < n, b ≥ 0). Past an edge the samples mirror back in; where
 * they would mirror past the opposite edge, that edge pixel repeats, as `mirror` clamps.
 */
function mirroredSum(prefix: Int32Array, n: number, a: number, b: number): number {
  let sum = prefix[Math.min(b, n - 1) + 1]! - prefix[Math.max(a, 0)]!;
  if (a < 0) {
    const far = -a; // i = −1 … a reads pixels 1 … far
    sum +=
      far < n
        ? prefix[far + 1]! - prefix[1]!
        : prefix[n]! - prefix[1]! + (far - n + 1) * (prefix[n]! - prefix[n - 1]!);
  }
  if (b >= n) {
    const far = b - n + 1; // i = n … b reads pixels n − 2 … n − 1 − far
    sum +=
      far < n ? prefix[n - 1]! - prefix[n - 1 - far]! : prefix[n - 1]! + (far - n + 1) * prefix[1]!;
  }
  return sum;
}

/**
 * Window counts (width 2r + 1) along one row at its sampled columns, written to `out` from
 * `offset`, from the row's prefix sums (w + 1 of them, see `mirroredSum`).
 */
export function sampledRowCounts(
  prefix: Int32Array,
  w: number,
  r: number,
  step: number,
  out: Int32Array,
  offset: number,
): void {
  let x = 0;
  let k = offset;
  for (; x < w && x < r; x += step, k++) out[k] = mirroredSum(prefix, w, x - r, x + r);
  // Windows inside the row, most of them: a difference of two prefix sums.
  for (; x + r < w; x += step, k++) out[k] = prefix[x + r + 1]! - prefix[x - r]!;
  for (; x < w; x += step, k++) out[k] = mirroredSum(prefix, w, x - r, x + r);
}

/**
 * Sums of `rows` (h rows of the row counts at `sw` sampled columns) over the mirrored rows
 * y − r … y + r of every sampled row y: the box counts, handed to `take` a sampled row at a time
 * (in a buffer it must not keep) rather than gathered in a plane the caller would copy.
 */
export function sampledColumnCounts(
  rows: Int32Array,
  sw: number,
  h: number,
  r: number,
  step: number,
  take: (sampleRow: number, counts: Float64Array) => void,
): void {
  // Float64: the window count (2r + 1)² outgrows int32 for r past 23 169.
  const acc = new Float64Array(sw);
  for (let i = -r; i <= r; i++) {
    const from = mirror(i, h) * sw;
    for (let s = 0; s < sw; s++) acc[s]! += rows[from + s]!;
  }
  for (let y = 0; y < h; y++) {
    if (y % step === 0) take(y / step, acc);
    const add = mirror(y + r + 1, h) * sw;
    const sub = mirror(y - r, h) * sw;
    for (let s = 0; s < sw; s++) acc[s]! += rows[add + s]! - rows[sub + s]!;
  }
}
