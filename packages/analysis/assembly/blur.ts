// Float blur kernels of separable-blur.ts and frangi.ts: the 9-tap row and column filters and the
// difference of Gaussians in float32 lanes, and the Hessian norms in float64 lanes
// (image-kernels.ts).
//
// Each blur output is c0·s0 + c1·(s−1 + s+1) + c2·(s−2 + s+2) + c3·(s−3 + s+3) + c4·(s−4 + s+4),
// summed left to right in float32 with the weights rounded to float32 (decision 010: pores and
// wrinkles 1.3.0; the float64 sums of 1.2.0 took twice as long).
import { pair, storeLanes, storeSamples, weighted } from './lanes';

/**
 * Filters the w samples at src + 16 (preceded and followed by 4 samples of padding) into w
 * samples at dst, four at a time; the padding is read up to 3 samples further. dst may be
 * src + 16: the window slides in registers ahead of the stores.
 */
export function filterRow(src: usize, dst: usize, w: i32): void {
  let a = v128.load(src); // samples x − 4 … x − 1
  let b = v128.load(src, 16); // x … x + 3
  const end = (<usize>w) << 2;
  for (let x: usize = 0; x < end; x += 16) {
    const c = v128.load(src + x, 32); // x + 4 … x + 7
    const sum = weighted<f32>(
      a,
      v128.shuffle<f32>(a, b, 1, 2, 3, 4),
      v128.shuffle<f32>(a, b, 2, 3, 4, 5),
      v128.shuffle<f32>(a, b, 3, 4, 5, 6),
      b,
      v128.shuffle<f32>(b, c, 1, 2, 3, 4),
      v128.shuffle<f32>(b, c, 2, 3, 4, 5),
      v128.shuffle<f32>(b, c, 3, 4, 5, 6),
      c,
    );
    storeSamples(dst + x, sum, (end - x) >> 2);
    a = b;
    b = c;
  }
}

/**
 * Filters columns into four output rows at once, which share 8 of their 12 source rows: `rows`
 * holds 12 u32 addresses of the source rows (4 above the first output row, the 4 output rows'
 * own, 4 below the last), and output row r is written at dst + r·stride. Four columns at a time:
 * up to 3 samples past w are read in each source row.
 */
export function filterColumns(rows: usize, dst: usize, stride: usize, w: i32): void {
  const r0 = <usize>load<u32>(rows);
  const r1 = <usize>load<u32>(rows, 4);
  const r2 = <usize>load<u32>(rows, 8);
  const r3 = <usize>load<u32>(rows, 12);
  const r4 = <usize>load<u32>(rows, 16);
  const r5 = <usize>load<u32>(rows, 20);
  const r6 = <usize>load<u32>(rows, 24);
  const r7 = <usize>load<u32>(rows, 28);
  const r8 = <usize>load<u32>(rows, 32);
  const r9 = <usize>load<u32>(rows, 36);
  const r10 = <usize>load<u32>(rows, 40);
  const r11 = <usize>load<u32>(rows, 44);
  const d1 = dst + stride;
  const d2 = d1 + stride;
  const d3 = d2 + stride;
  const end = (<usize>w) << 2;
  for (let x: usize = 0; x < end; x += 16) {
    const s0 = v128.load(r0 + x);
    const s1 = v128.load(r1 + x);
    const s2 = v128.load(r2 + x);
    const s3 = v128.load(r3 + x);
    const s4 = v128.load(r4 + x);
    const s5 = v128.load(r5 + x);
    const s6 = v128.load(r6 + x);
    const s7 = v128.load(r7 + x);
    const s8 = v128.load(r8 + x);
    const s9 = v128.load(r9 + x);
    const s10 = v128.load(r10 + x);
    const s11 = v128.load(r11 + x);
    const n = (end - x) >> 2;
    storeSamples(dst + x, weighted<f32>(s0, s1, s2, s3, s4, s5, s6, s7, s8), n);
    storeSamples(d1 + x, weighted<f32>(s1, s2, s3, s4, s5, s6, s7, s8, s9), n);
    storeSamples(d2 + x, weighted<f32>(s2, s3, s4, s5, s6, s7, s8, s9, s10), n);
    storeSamples(d3 + x, weighted<f32>(s3, s4, s5, s6, s7, s8, s9, s10, s11), n);
  }
}

/**
 * The difference of Gaussians over n samples: d = (blurred − plane)·scale in float32, written
 * over `plane` (the samples blurred); the index (first + i) of each d ≥ threshold is written at
 * `indices` as a u32. Returns how many were written. Up to 3 samples past n of each input are
 * read.
 */
export function difference(
  blurred: usize,
  plane: usize,
  n: i32,
  scale: f32,
  threshold: f32,
  indices: usize,
  first: u32,
): i32 {
  const s = f32x4.splat(scale);
  const t = f32x4.splat(threshold);
  let count: usize = 0;
  const end = (<usize>n) << 2;
  for (let x: usize = 0; x < end; x += 16) {
    const d = f32x4.mul(f32x4.sub(v128.load(blurred + x), v128.load(plane + x)), s);
    const lanes = (end - x) >> 2;
    storeSamples(plane + x, d, lanes);
    // The lanes that reach the threshold, within the n samples.
    let reaching = i32x4.bitmask(f32x4.ge(d, t)) & (lanes >= 4 ? 15 : (1 << (<i32>lanes)) - 1);
    const i = first + <u32>(x >> 2);
    while (reaching) {
      const lane = ctz(reaching);
      store<u32>(indices + (count++ << 2), i + lane);
      reaching &= reaching - 1;
    }
  }
  return <i32>count;
}

/**
 * S² = xx² + yy² + 2·xy² of the 3×3 finite-difference Hessian at pixels 1 … w − 2 of the row at
 * c, with the rows above (u) and below (d), as float32 at dst + 4x: xx = (c[x−1] + c[x+1]) −
 * 2c[x], yy = (u[x] + d[x]) − 2c[x], xy = ¼((d[x+1] − d[x−1]) − u[x+1] + u[x−1]), in float64 in
 * the order of frangi.ts. Returns the largest S² (before rounding), 0 for w < 3. For an odd w
 * one float32 past each row is read.
 */
export function hessianRow(u: usize, c: usize, d: usize, dst: usize, w: i32): f64 {
  const two = f64x2.splat(2);
  const quarter = f64x2.splat(0.25);
  let largest = f64x2.splat(0);
  const end = (<usize>(w - 1)) << 2;
  for (let x: usize = 4; x < end; x += 8) {
    const cm = pair(c + x);
    const xx = f64x2.sub(f64x2.add(pair(c + x - 4), pair(c + x + 4)), f64x2.mul(two, cm));
    const yy = f64x2.sub(f64x2.add(pair(u + x), pair(d + x)), f64x2.mul(two, cm));
    let xy = f64x2.sub(pair(d + x + 4), pair(d + x - 4));
    xy = f64x2.add(f64x2.sub(xy, pair(u + x + 4)), pair(u + x - 4));
    xy = f64x2.mul(quarter, xy);
    const s2 = f64x2.add(
      f64x2.add(f64x2.mul(xx, xx), f64x2.mul(yy, yy)),
      f64x2.mul(f64x2.mul(two, xy), xy),
    );
    const both = x + 4 < end;
    storeLanes(dst + x, s2, both);
    // Lane 1 of a last, single pixel is the border's: it does not count.
    largest = f64x2.max(largest, both ? s2 : v128.shuffle<f64>(s2, s2, 0, 0));
  }
  return max(f64x2.extract_lane(largest, 0), f64x2.extract_lane(largest, 1));
}
