/**
 * Float image filters and statistics on single planes; edges are mirrored.
 */

/**
 * Widths of the n box blurs whose cascade approximates a Gaussian of σ (the box sizes of method
 * 1.x smoothing; the lesion segmentation runs them on integers in box-sums.ts).
 */
export function boxSizes(sigma: number, n = 3): number[] {
  const wIdeal = Math.sqrt((12 * sigma * sigma) / n + 1);
  let wl = Math.floor(wIdeal);
  if (wl % 2 === 0) wl--;
  const m = Math.round((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4));
  return Array.from({ length: n }, (_, i) => (i < m ? wl : wl + 2));
}

/** Index i reflected into 0..n−1 about the edge samples (…, 2, 1, 0, 1, 2, …). */
export const mirror = (i: number, n: number) =>
  i < 0 ? Math.min(-i, n - 1) : i >= n ? Math.max(2 * n - 2 - i, 0) : i;

/**
 * Otsu (1979) on a histogram: the level t maximising ω0·ω1·(μ0−μ1)², class 0 = levels ≤ t.
 * Ties (plateaus from empty bins) resolve to the first maximum, i.e. the lowest t (B4).
 */
export function otsuThreshold(hist: ArrayLike<number>): { t: number; between: number } {
  let total = 0;
  let sumAll = 0;
  for (let i = 0; i < hist.length; i++) {
    total += hist[i] ?? 0;
    sumAll += i * (hist[i] ?? 0);
  }
  let w0 = 0;
  let sum0 = 0;
  let best = { t: 0, between: -1 };
  for (let t = 0; t < hist.length - 1; t++) {
    w0 += hist[t] ?? 0;
    sum0 += t * (hist[t] ?? 0);
    const w1 = total - w0;
    if (w0 === 0 || w1 === 0) continue;
    const mu0 = sum0 / w0;
    const mu1 = (sumAll - sum0) / w1;
    const between = (w0 / total) * (w1 / total) * (mu0 - mu1) ** 2;
    if (between > best.between + 1e-12) best = { t, between };
  }
  return best;
}

/** Count, sum, minimum and maximum of `values` where `mask` is set (all values without a mask). */
export interface MaskedStats {
  n: number;
  sum: number;
  min: number;
  max: number;
}

function maskedStats(values: Float32Array, mask?: Uint8Array): MaskedStats {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    if (mask && !mask[i]) continue;
    const v = values[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
    n++;
  }
  return { n, sum, min, max };
}

/** Histogram bins of `quantilesWithin`. */
const BINS = 4096;

/** Bin numbers of a block of values, counted after the block (see quantilesWithin). */
const BLOCK = new Uint16Array(BINS);

/**
 * q-quantiles (0..1) of the values where `mask` is set, from a 4096-bin histogram between the
 * masked minimum and maximum (O(n), resolution (max − min)/4096, bin centre returned).
 */
export function quantiles(
  values: Float32Array,
  mask: Uint8Array | undefined,
  qs: readonly number[],
): number[] {
  return quantilesWithin(values, mask, maskedStats(values, mask), qs);
}

/** `quantiles` when the masked count, minimum and maximum are already known (one pass less). */
export function quantilesWithin(
  values: Float32Array,
  mask: Uint8Array | undefined,
  { n, min: lo, max: hi }: Pick<MaskedStats, 'n' | 'min' | 'max'>,
  qs: readonly number[],
): number[] {
  const width = (hi - lo) / BINS;
  const hist = new Uint32Array(BINS);
  // Bin numbers first, then the counts, a block at a time: on Node 20 this ran 1.7× faster than
  // counting in the same loop (2.7 against 4.7 ms for 400 000 values).
  const block = BLOCK;
  for (let start = 0; n > 0 && hi > lo && start < values.length; start += BINS) {
    const end = Math.min(values.length, start + BINS);
    let m = 0;
    for (let i = start; i < end; i++) {
      if (mask && !mask[i]) continue;
      // x ≥ 0 (lo is the masked minimum), so truncation is the floor; NaN counts in no bin.
      const x = (values[i]! - lo) / width;
      if (x < BINS) block[m++] = x | 0;
      else if (x >= BINS) block[m++] = BINS - 1;
    }
    for (let j = 0; j < m; j++) hist[block[j]!]!++;
  }
  return qs.map((q) => quantileOf(hist, n, lo, hi, width, q));
}

/**
 * The q-quantile from a histogram of n values between lo and hi: the centre of the bin holding
 * the value of rank ⌊q·n⌋ (NaN when n = 0, lo when all values are equal).
 */
function quantileOf(
  hist: Uint32Array,
  n: number,
  lo: number,
  hi: number,
  width: number,
  q: number,
) {
  if (n === 0) return Number.NaN;
  if (hi === lo) return lo;
  const target = Math.min(n - 1, Math.floor(q * n));
  let acc = 0;
  for (let b = 0; b < hist.length; b++) {
    acc += hist[b]!;
    if (acc > target) return lo + (b + 0.5) * width;
  }
  return hi;
}
