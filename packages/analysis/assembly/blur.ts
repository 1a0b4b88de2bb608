// Float blur kernels of separable-blur.ts and frangi.ts: the 9-tap row and column filters, the
// difference of Gaussians and the Hessian norms, in float64 lanes (image-kernels.ts).
//
// Each float blur output is c0·s0 + c1·(s−1 + s+1) + c2·(s−2 + s+2) + c3·(s−3 + s+3) +
// c4·(s−4 + s+4), summed left to right in float64 from float32 samples and rounded once to
// float32: the arithmetic of the JavaScript kernels these replaced, so results are bit-identical
// to the method versions released with those. The lanes are f64x2 for that reason: f32x4 lanes
// were twice as fast again but moved results by up to 5e-5.
import { pair, storeFirst, storeLanes, storePair, weighted } from './lanes';

/**
 * The kernel over a row's samples x..x+9 given as the pairs at even offsets e0..e8: the pairs at
 * odd offsets are shuffled from two even ones.
 */
function rowWeighted(e0: v128, e2: v128, e4: v128, e6: v128, e8: v128): v128 {
  const o1 = v128.shuffle<f64>(e0, e2, 1, 2);
  const o3 = v128.shuffle<f64>(e2, e4, 1, 2);
  const o5 = v128.shuffle<f64>(e4, e6, 1, 2);
  const o7 = v128.shuffle<f64>(e6, e8, 1, 2);
  return weighted<f64>(e0, o1, e2, o3, e4, o5, e6, o7, e8);
}

/**
 * Filters the w samples at src + 16 (preceded and followed by 4 samples of padding) into w
 * samples at dst. dst may be src + 16: the window slides in registers ahead of the stores.
 */
export function filterRow(src: usize, dst: usize, w: i32): void {
  let e0 = pair(src);
  let e2 = pair(src + 8);
  let e4 = pair(src + 16);
  let e6 = pair(src + 24);
  let x: usize = 0;
  const pairs = (<usize>(w & ~1)) << 2;
  for (; x < pairs; x += 8) {
    const e8 = pair(src + x + 32);
    storePair(dst + x, rowWeighted(e0, e2, e4, e6, e8));
    e0 = e2;
    e2 = e4;
    e4 = e6;
    e6 = e8;
  }
  if (w & 1) {
    // From the registers, as in place the samples left of x + 4 are outputs now. The pair at
    // x + 8 reads one sample past the padding, into lane 1 only, which is not stored.
    storeFirst(dst + x, rowWeighted(e0, e2, e4, e6, pair(src + x + 32)));
  }
}

/**
 * Filters columns into four output rows at once, which share 8 of their 12 source rows: `rows`
 * holds 12 u32 addresses of the source rows (4 above the first output row, the 4 output rows'
 * own, 4 below the last), and output row r is written at dst + r·stride.
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
  // Pairs of columns; for an odd w the last pair's lane 1 reads the padding and is not stored.
  const end = (<usize>w) << 2;
  for (let x: usize = 0; x < end; x += 8) {
    const s0 = pair(r0 + x);
    const s1 = pair(r1 + x);
    const s2 = pair(r2 + x);
    const s3 = pair(r3 + x);
    const s4 = pair(r4 + x);
    const s5 = pair(r5 + x);
    const s6 = pair(r6 + x);
    const s7 = pair(r7 + x);
    const s8 = pair(r8 + x);
    const s9 = pair(r9 + x);
    const s10 = pair(r10 + x);
    const s11 = pair(r11 + x);
    const both = x + 4 < end;
    storeLanes(dst + x, weighted<f64>(s0, s1, s2, s3, s4, s5, s6, s7, s8), both);
    storeLanes(d1 + x, weighted<f64>(s1, s2, s3, s4, s5, s6, s7, s8, s9), both);
    storeLanes(d2 + x, weighted<f64>(s2, s3, s4, s5, s6, s7, s8, s9, s10), both);
    storeLanes(d3 + x, weighted<f64>(s3, s4, s5, s6, s7, s8, s9, s10, s11), both);
  }
}

/**
 * The difference of Gaussians over n samples: d = (blurred − plane)·scale, summed in float64 and
 * written over `plane` (the samples blurred) as float32; the index (first + i) of each
 * d ≥ threshold, compared before the rounding, is written at `indices` as a u32. Returns how many
 * were written. For an odd n one float32 past each of the two inputs is read.
 */
export function difference(
  blurred: usize,
  plane: usize,
  n: i32,
  scale: f64,
  threshold: f64,
  indices: usize,
  first: u32,
): i32 {
  const s = f64x2.splat(scale);
  const t = f64x2.splat(threshold);
  let count: usize = 0;
  // Pairs of samples; for an odd n the last pair's lane 1 is neither stored nor listed.
  const end = (<usize>n) << 2;
  for (let x: usize = 0; x < end; x += 8) {
    const d = f64x2.mul(f64x2.sub(pair(blurred + x), pair(plane + x)), s);
    const both = x + 4 < end;
    storeLanes(plane + x, d, both);
    const reaches = f64x2.ge(d, t);
    if (!v128.any_true(reaches)) continue;
    const i = first + <u32>(x >> 2);
    if (i64x2.extract_lane(reaches, 0)) store<u32>(indices + (count++ << 2), i);
    if (both && i64x2.extract_lane(reaches, 1)) store<u32>(indices + (count++ << 2), i + 1);
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
