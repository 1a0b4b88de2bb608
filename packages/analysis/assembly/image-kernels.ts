// AssemblyScript source of the image kernels of src/image (separable-blur.ts, box-sums.ts,
// skin.ts, color.ts, png.ts), compiled to WebAssembly SIMD into src/image/kernels.wasm.ts by
// `npm run build:wasm -w @dermadesk/analysis` (decision 009). Addresses are byte offsets into the
// memory, which the caller lays out; nothing here allocates.
//
// Each float blur output is c0·s0 + c1·(s−1 + s+1) + c2·(s−2 + s+2) + c3·(s−3 + s+3) +
// c4·(s−4 + s+4), summed left to right in float64 from float32 samples and rounded once to
// float32: the arithmetic of the JavaScript kernels these replaced, so results are bit-identical
// to the method versions released with those. The lanes are f64x2 for that reason: f32x4 lanes
// were twice as fast again but moved results by up to 5e-5.

// The kernel's weights c0..c4 (`setTaps`), in two float64 lanes for the float filters and in four
// i32 lanes for the box sums, whose weights are integers.
let k0 = f64x2.splat(0);
let k1 = f64x2.splat(0);
let k2 = f64x2.splat(0);
let k3 = f64x2.splat(0);
let k4 = f64x2.splat(0);
let j0 = i32x4.splat(0);
let j1 = i32x4.splat(0);
let j2 = i32x4.splat(0);
let j3 = i32x4.splat(0);
let j4 = i32x4.splat(0);

/**
 * Sets the weights of offsets 0..4 for the filters that follow (the i32 lanes hold them
 * truncated: exact for the box sums' integer weights, and not read by the float filters).
 */
export function setTaps(c0: f64, c1: f64, c2: f64, c3: f64, c4: f64): void {
  k0 = f64x2.splat(c0);
  k1 = f64x2.splat(c1);
  k2 = f64x2.splat(c2);
  k3 = f64x2.splat(c3);
  k4 = f64x2.splat(c4);
  j0 = i32x4.splat(<i32>c0);
  j1 = i32x4.splat(<i32>c1);
  j2 = i32x4.splat(<i32>c2);
  j3 = i32x4.splat(<i32>c3);
  j4 = i32x4.splat(<i32>c4);
}

/** Two float32 samples at p, widened to float64 lanes. */
function pair(p: usize): v128 {
  return f64x2.promote_low_f32x4(v128.load64_zero(p));
}

/** Two float64 lanes rounded to float32 and stored at p. */
function storePair(p: usize, v: v128): void {
  v128.store64_lane(p, f32x4.demote_f64x2_zero(v), 0);
}

/**
 * The weights (`setTaps`) over nine consecutive vectors s0..s8 centred on s4, in lanes of T (f64
 * or i32): k0·s4 + k1·(s3 + s5) + k2·(s2 + s6) + k3·(s1 + s7) + k4·(s0 + s8), left to right.
 */
function weighted<T>(
  s0: v128,
  s1: v128,
  s2: v128,
  s3: v128,
  s4: v128,
  s5: v128,
  s6: v128,
  s7: v128,
  s8: v128,
): v128 {
  const float = isFloat<T>(); // resolved when compiled
  let sum = v128.mul<T>(float ? k0 : j0, s4);
  sum = v128.add<T>(sum, v128.mul<T>(float ? k1 : j1, v128.add<T>(s3, s5)));
  sum = v128.add<T>(sum, v128.mul<T>(float ? k2 : j2, v128.add<T>(s2, s6)));
  sum = v128.add<T>(sum, v128.mul<T>(float ? k3 : j3, v128.add<T>(s1, s7)));
  return v128.add<T>(sum, v128.mul<T>(float ? k4 : j4, v128.add<T>(s0, s8)));
}

/** Lane 0 of two float64 lanes rounded to float32 and stored at p (the last of an odd row). */
function storeFirst(p: usize, v: v128): void {
  v128.store32_lane(p, f32x4.demote_f64x2_zero(v), 0);
}

/** Both lanes (storePair) or, where a row ends inside the pair, lane 0 (storeFirst). */
function storeLanes(p: usize, v: v128, both: bool): void {
  if (both) storePair(p, v);
  else storeFirst(p, v);
}

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

/** One channel of w interleaved 8-bit pixels from `bytes` (`channels` apart) as i32 at dst. */
export function channelRow(bytes: usize, channels: i32, w: i32, dst: usize): void {
  for (let x = 0; x < w; x++) store<i32>(dst + ((<usize>x) << 2), load<u8>(bytes + x * channels));
}

/**
 * The w i32 samples at src + 16 (4 samples of padding either side) weighted into dst, four at a
 * time: up to 3 values past w are written, and the padding is read up to 3 samples further.
 */
export function sumRow(src: usize, dst: usize, w: i32): void {
  const end = (<usize>w) << 2;
  for (let x: usize = 0; x < end; x += 16) {
    const p = src + x;
    const sum = weighted<i32>(
      v128.load(p),
      v128.load(p, 4),
      v128.load(p, 8),
      v128.load(p, 12),
      v128.load(p, 16),
      v128.load(p, 20),
      v128.load(p, 24),
      v128.load(p, 28),
      v128.load(p, 32),
    );
    v128.store(dst + x, sum);
  }
}

/**
 * One output row of w sums at dst from the 9 rows whose u32 addresses are at `rows` (offsets
 * −4 … 4), four at a time: up to 3 values past w are read and written.
 */
export function sumColumns(rows: usize, dst: usize, w: i32): void {
  const a4 = <usize>load<u32>(rows);
  const a3 = <usize>load<u32>(rows, 4);
  const a2 = <usize>load<u32>(rows, 8);
  const a1 = <usize>load<u32>(rows, 12);
  const c = <usize>load<u32>(rows, 16);
  const b1 = <usize>load<u32>(rows, 20);
  const b2 = <usize>load<u32>(rows, 24);
  const b3 = <usize>load<u32>(rows, 28);
  const b4 = <usize>load<u32>(rows, 32);
  const end = (<usize>w) << 2;
  for (let x: usize = 0; x < end; x += 16) {
    const sum = weighted<i32>(
      v128.load(a4 + x),
      v128.load(a3 + x),
      v128.load(a2 + x),
      v128.load(a1 + x),
      v128.load(c + x),
      v128.load(b1 + x),
      v128.load(b2 + x),
      v128.load(b3 + x),
      v128.load(b4 + x),
    );
    v128.store(dst + x, sum);
  }
}

/**
 * n values of 0 or 1 at src packed 8 to a byte at dst, the first in the high bit (a 1-bit PNG
 * scanline). Whole groups of 16 are read and written: values past n must be 0.
 */
export function packBits(src: usize, dst: usize, n: i32): void {
  for (let i: usize = 0; i < <usize>n; i += 16) {
    // Reversed within each group of 8, so that the first value lands in the byte's high bit.
    const v = v128.load(src + i);
    const reversed = v128.shuffle<u8>(v, v, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8);
    store<u16>(dst + (i >> 3), i8x16.bitmask(i8x16.shl(reversed, 7)));
  }
}

/**
 * The skin-like bits of a row of w RGB pixels at rgb, by the interval of blues in the u16 table
 * at `ranges` for each (red, green) (low byte the first blue, high byte the last): word k, a u32
 * at skin + 4k, holds pixels 32k … 32k + 31 from bit 0. The other pixels of the row go to the
 * words at `background`. Returns the number of skin-like pixels.
 */
export function skinRow(rgb: usize, w: i32, ranges: usize, skin: usize, background: usize): i32 {
  let count = 0;
  let p = rgb;
  for (let x0 = 0; x0 < w; x0 += 32) {
    const n = min(32, w - x0);
    let word = 0;
    for (let k = 0; k < n; k++, p += 3) {
      const range = <i32>load<u16>(ranges + ((((<usize>load<u8>(p)) << 8) | load<u8>(p, 1)) << 1));
      const b = <i32>load<u8>(p, 2);
      // b within [first, last] exactly when neither difference is negative: no branch.
      const inside = (((b - (range & 0xff)) | ((range >> 8) - b)) >>> 31) ^ 1;
      count += inside;
      word |= inside << k;
    }
    const at = <usize>(x0 >> 3);
    store<i32>(skin + at, word);
    store<i32>(background + at, ~word & (n == 32 ? -1 : (1 << n) - 1));
  }
  return count;
}

/** Tables of `labRows`: 9 × 256 channel terms, then 65 538 entries of f(t). */
const F_TABLE_AT: usize = 9 * 256 * 8;

/** A channel's term of one XYZ row: table t (0 = X of red, … 8 = Z of blue) at value v. */
function term(tables: usize, t: usize, v: usize): f64 {
  return load<f64>(tables + (t << 11) + (v << 3));
}

/**
 * f(t) by linear interpolation in its table, which spans 0 ≤ t ≤ 1.1: from 8-bit sRGB, t stays
 * within 0 … 1.0000 (X/Xn ≤ 0.99998, Y ≤ 1.0, Z/Zn ≤ 0.99993), so no index falls outside it.
 */
function fOf(tables: usize, t: f64, scale: f64): f64 {
  const x = t * scale;
  const i = <i32>x;
  const p = tables + F_TABLE_AT + ((<usize>i) << 3);
  const lo = load<f64>(p);
  return lo + (load<f64>(p, 8) - lo) * (x - <f64>i);
}

/**
 * CIELAB of n RGB pixels at rgb as float32 planes at L, a and b, each only if its bit of `planes`
 * is set (1 L*, 2 a*, 4 b*), computing only the f(t) it needs: the arithmetic of color.ts
 * (`channelTerms`, `fFast`), term tables and f table at `tables`.
 */
export function labRows(
  rgb: usize,
  n: i32,
  tables: usize,
  scale: f64,
  invXn: f64,
  invZn: f64,
  planes: i32,
  L: usize,
  a: usize,
  b: usize,
): void {
  const wantL = planes & 1;
  const wantA = planes & 2;
  const wantB = planes & 4;
  for (let i = 0; i < n; i++) {
    const p = rgb + 3 * i;
    const r = <usize>load<u8>(p);
    const g = <usize>load<u8>(p, 1);
    const bl = <usize>load<u8>(p, 2);
    const fy = fOf(tables, term(tables, 3, r) + term(tables, 4, g) + term(tables, 5, bl), scale);
    const o = (<usize>i) << 2;
    if (wantL) store<f32>(L + o, <f32>(116 * fy - 16));
    if (wantA) {
      const x = (term(tables, 0, r) + term(tables, 1, g) + term(tables, 2, bl)) * invXn;
      store<f32>(a + o, <f32>(500 * (fOf(tables, x, scale) - fy)));
    }
    if (wantB) {
      const z = (term(tables, 6, r) + term(tables, 7, g) + term(tables, 8, bl)) * invZn;
      store<f32>(b + o, <f32>(200 * (fy - fOf(tables, z, scale))));
    }
  }
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

/**
 * BT.601 luma of w RGB pixels at rgb as float32 at dst, from the f64 tables at `tables` (red,
 * green, blue: 256 products weight × value each): (red + green) + blue, the sum of the products
 * 0.299·r + 0.587·g + 0.114·b in the order JavaScript evaluates it.
 */
export function lumaRow(rgb: usize, tables: usize, dst: usize, w: i32): void {
  let p = rgb;
  for (let x: usize = 0; x < (<usize>w) << 2; x += 4, p += 3) {
    const r = load<f64>(tables + ((<usize>load<u8>(p)) << 3));
    const g = load<f64>(tables + 2048 + ((<usize>load<u8>(p, 1)) << 3));
    const b = load<f64>(tables + 4096 + ((<usize>load<u8>(p, 2)) << 3));
    store<f32>(dst + x, <f32>(r + g + b));
  }
}
