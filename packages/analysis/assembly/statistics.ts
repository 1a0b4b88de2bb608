// Whole-plane statistics of filters.ts: count and range, and the histogram of its quantiles
// (image-kernels.ts). `mask` is the address of n bytes, a value counting where its byte is not
// 0, or 0 for no mask.

/**
 * Count, minimum and maximum (f64 at out, out + 8 and out + 16) of the n float32 values at
 * `values` where `mask` is set (a NaN joins the count, not the range).
 */
export function maskedRange(values: usize, mask: usize, n: i32, out: usize): void {
  let min = Infinity;
  let max = -Infinity;
  let count = 0;
  for (let i: usize = 0; i < <usize>n; i++) {
    if (mask && !load<u8>(mask + i)) continue;
    const v = <f64>load<f32>(values + (i << 2));
    if (v < min) min = v;
    if (v > max) max = v;
    count++;
  }
  store<f64>(out, count);
  store<f64>(out, min, 8);
  store<f64>(out, max, 16);
}

/** Bins of `histogram`. */
const BINS = 4096;

/**
 * Counts the n float32 values at `values` where `mask` is set into the bins ⌊(v − lo)/width⌋ of
 * four u32 histograms of BINS at hist, value i in histogram i mod 4 (so that runs of equal bins
 * do not wait on each other's counts), which the caller zeroes and adds up. Values from BINS
 * widths on count in the last bin; values under lo − width and NaN in none (the arithmetic of
 * filters.ts, where such bins fell outside its array).
 */
export function histogram(
  values: usize,
  mask: usize,
  n: i32,
  lo: f64,
  width: f64,
  hist: usize,
): void {
  for (let i: usize = 0; i < <usize>n; i++) {
    if (mask && !load<u8>(mask + i)) continue;
    const x = (<f64>load<f32>(values + (i << 2)) - lo) / width;
    let bin: i32;
    if (x > -1 && x < BINS) bin = <i32>x;
    else if (x >= BINS) bin = BINS - 1;
    else continue;
    const at = hist + ((i & 3) << 14) + ((<usize>bin) << 2);
    store<u32>(at, load<u32>(at) + 1);
  }
}
