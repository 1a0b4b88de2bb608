// Per-pixel kernels: 1-bit packing (png.ts), bit masks of byte ranges (bit-mask.ts), and the table
// lookups of the skin test (skin.ts), CIELAB (color.ts) and luma (separable-blur.ts), which have
// no SIMD form (image-kernels.ts).
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

/**
 * The bit mask of the w × h bytes at `values` that lie in [lo, hi] (bit-mask.ts's layout: row y
 * is `stride` u32 words from dst + 4·stride·y, pixel x bit x & 31 of word x >> 5, bits past w
 * clear). 32 bytes are read at a time: up to 31 past the last row.
 */
export function packRange(values: usize, w: i32, h: i32, lo: u8, hi: u8, dst: usize): void {
  const low = i8x16.splat(lo);
  const span = i8x16.splat(hi - lo);
  let row = values;
  let word = dst;
  for (let y = 0; y < h; y++, row += <usize>w) {
    for (let x = 0; x < w; x += 32, word += 4) {
      const p = row + <usize>x;
      // v in [lo, hi] exactly when v − lo, wrapped to a byte, is at most hi − lo.
      const first = i8x16.bitmask(i8x16.le_u(i8x16.sub(v128.load(p), low), span));
      const second = i8x16.bitmask(i8x16.le_u(i8x16.sub(v128.load(p, 16), low), span));
      const bits = first | (second << 16);
      const n = w - x;
      store<i32>(word, n >= 32 ? bits : bits & ((1 << n) - 1));
    }
  }
}
