import { SRGB_TO_LINEAR, type RgbImage } from '../image/color.js';
import { boxSizes, mirror } from '../image/filters.js';

/*
 * Plain implementations the tests hold the fast kernels to: box blurs and the blur of method 1.x
 * smoothing built from them, the arithmetic of the separable 9-tap blurs, a colour channel and the
 * luma as floats, the means inside and outside a mask, and the quality gate's sample.
 */

/** Gaussian blur of σ as the cascade of box blurs of `boxSizes(σ)`, edges mirrored. */
export function gaussianBlur(src: Float32Array, w: number, h: number, sigma: number) {
  let out: Float32Array = src.slice();
  for (const size of boxSizes(sigma)) if (size >= 3) out = boxBlur(out, w, h, (size - 1) / 2);
  return out;
}

/**
 * The symmetric 9-tap kernel `k` along rows, then columns (or columns first), edges mirrored: each
 * output c0·s0 + c1·(s−1 + s+1) + … + c4·(s−4 + s+4) with the weights rounded to float32 and
 * every product and sum rounded to float32, left to right. The exact arithmetic of
 * separable-blur.ts since pores and wrinkles 1.3.0 (decision 010).
 */
export function separableFilter(
  src: Float32Array,
  w: number,
  h: number,
  k: readonly number[],
  columnsFirst: boolean,
): Float32Array {
  const f = Math.fround;
  const pass = (plane: Float32Array, alongRows: boolean) =>
    Float32Array.from({ length: w * h }, (_, i) => {
      const x = i % w;
      const y = (i - x) / w;
      const at = (d: number) =>
        alongRows ? plane[y * w + mirror(x + d, w)]! : plane[mirror(y + d, h) * w + x]!;
      // A float32 operation is the float64 one rounded to float32 (exact: 53 ≥ 2·24 + 2 bits).
      let sum = f(f(k[0]!) * at(0));
      for (let d = 1; d <= 4; d++) sum = f(sum + f(f(k[d]!) * f(at(-d) + at(d))));
      return sum;
    });
  return pass(pass(src, !columnsFirst), columnsFirst);
}

/** Rec. 601 luma 0..255 as floats. */
export function lumaPlane(img: RgbImage): Float32Array {
  const n = img.width * img.height;
  const out = new Float32Array(n);
  const d = img.data;
  for (let i = 0, j = 0; i < n; i++, j += 3)
    out[i] = 0.299 * d[j]! + 0.587 * d[j + 1]! + 0.114 * d[j + 2]!;
  return out;
}

/** One colour channel as floats (0 red, 1 green, 2 blue). */
export function channelPlane(img: RgbImage, channel: 0 | 1 | 2): Float32Array {
  return Float32Array.from(
    { length: img.width * img.height },
    (_, i) => img.data[i * 3 + channel]!,
  );
}

/** Means of `values` where `mask` is set and where it is not (NaN for an empty side). */
export function splitMeans(values: Float32Array, mask: Uint8Array) {
  let [sIn, nIn, sOut] = [0, 0, 0];
  values.forEach((v, i) => {
    if (mask[i]) [sIn, nIn] = [sIn + v, nIn + 1];
    else sOut += v;
  });
  const nOut = values.length - nIn;
  return { inside: nIn ? sIn / nIn : Number.NaN, outside: nOut ? sOut / nOut : Number.NaN };
}

function boxH(src: Float32Array, dst: Float32Array, w: number, h: number, r: number) {
  const inv = 1 / (2 * r + 1);
  // Columns whose window reaches past an edge; between them a plain running sum (same sums).
  const edgeLeft = Math.min(r, w);
  const edgeRight = Math.max(edgeLeft, w - r - 1);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let acc = 0;
    for (let i = -r; i <= r; i++) acc += src[row + mirror(i, w)]!;
    let x = 0;
    for (; x < edgeLeft; x++) {
      dst[row + x] = acc * inv;
      acc += src[row + mirror(x + r + 1, w)]! - src[row + mirror(x - r, w)]!;
    }
    for (; x < edgeRight; x++) {
      dst[row + x] = acc * inv;
      acc += src[row + x + r + 1]! - src[row + x - r]!;
    }
    for (; x < w; x++) {
      dst[row + x] = acc * inv;
      acc += src[row + mirror(x + r + 1, w)]! - src[row + mirror(x - r, w)]!;
    }
  }
}

function boxV(src: Float32Array, dst: Float32Array, w: number, h: number, r: number) {
  const inv = 1 / (2 * r + 1);
  const acc = new Float64Array(w);
  for (let i = -r; i <= r; i++) {
    const row = mirror(i, h) * w;
    for (let x = 0; x < w; x++) acc[x] = acc[x]! + src[row + x]!;
  }
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const add = mirror(y + r + 1, h) * w;
    const sub = mirror(y - r, h) * w;
    for (let x = 0; x < w; x++) {
      const a = acc[x]!;
      dst[row + x] = a * inv;
      acc[x] = a + src[add + x]! - src[sub + x]!;
    }
  }
}

/** Box blur of radius r (window 2r+1) in both directions. */
export function boxBlur(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  boxH(src, tmp, w, h, r);
  boxV(tmp, out, w, h, r);
  return out;
}

/** Variance of the 4-neighbour Laplacian (focus measure; Pech-Pacheco et al. 2000). */
export function laplacianVariance(src: Float32Array, w: number, h: number): number {
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const v = src[i - 1]! + src[i + 1]! + src[i - w]! + src[i + w]! - 4 * src[i]!;
      sum += v;
      sumSq += v * v;
      n++;
    }
  if (n === 0) return 0;
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

/**
 * The quality gate's nearest-neighbour sample at `side` px long side as released: luma plane,
 * clipped pixels (a channel at 0 or 255) and the sums of linear RGB, pixel by pixel.
 */
export function qualitySample({ data, width, height }: RgbImage, side: number) {
  const step = Math.max(1, Math.max(width, height) / side);
  const w = Math.floor(width / step);
  const h = Math.floor(height / step);
  const plane = new Float32Array(w * h);
  let [clipped, r, g, b] = [0, 0, 0, 0];
  for (let y = 0, o = 0; y < h; y++)
    for (let x = 0; x < w; x++, o++) {
      const j = (Math.floor(y * step) * width + Math.floor(x * step)) * 3;
      const [vr, vg, vb] = [data[j]!, data[j + 1]!, data[j + 2]!];
      plane[o] = 0.299 * vr + 0.587 * vg + 0.114 * vb;
      if ([vr, vg, vb].some((v) => v === 0 || v === 255)) clipped++;
      r += SRGB_TO_LINEAR[vr]!;
      g += SRGB_TO_LINEAR[vg]!;
      b += SRGB_TO_LINEAR[vb]!;
    }
  return { w, h, clipped, r, g, b, sharpness: laplacianVariance(plane, w, h) };
}

/**
 * q-quantiles of the values where `mask` is set as released (filters.ts): the centre of the bin
 * holding rank ⌊q·n⌋ of a 4096-bin histogram between the masked minimum and maximum, value by
 * value in float64 (NaN joins the count, not the range or a bin).
 */
export function quantilesOf(values: Float32Array, mask: Uint8Array | undefined, qs: number[]) {
  const BINS = 4096;
  let [n, min, max] = [0, Infinity, -Infinity];
  const counted = (i: number) => !mask || !!mask[i];
  values.forEach((v, i) => {
    if (!counted(i)) return;
    n++;
    if (v < min) min = v;
    if (v > max) max = v;
  });
  const width = (max - min) / BINS;
  const hist = new Float64Array(BINS);
  values.forEach((v, i) => {
    const x = (v - min) / width;
    if (counted(i) && max > min && !Number.isNaN(x)) hist[x >= BINS ? BINS - 1 : Math.floor(x)]!++;
  });
  return qs.map((q) => {
    if (n === 0) return NaN;
    if (max === min) return min;
    const target = Math.min(n - 1, Math.floor(q * n));
    let acc = 0;
    for (let b = 0; b < BINS; b++) if ((acc += hist[b]!) > target) return min + (b + 0.5) * width;
    return max;
  });
}

/**
 * Frangi V of the w × h plane L from its S² in `norms` (replaced by V) and k, and with `coarse`
 * the merge with the coarse grid's V interpolated bilinearly: the JavaScript of frangi.ts as
 * released (wrinkles 1.2.0 and 1.3.0), its tables interpolated, pixel by pixel in float64.
 */
export function vesselnessOf(
  L: Float32Array,
  w: number,
  h: number,
  norms: Float32Array,
  k: number,
  coarse?: { v: Float32Array; cw: number; ch: number },
) {
  const lerp = (table: Float64Array, t: number) => {
    const j = t | 0;
    return table[j]! + (t - j) * (table[j + 1]! - table[j]!);
  };
  const shapeTable = Float64Array.from({ length: 4098 }, (_, j) => {
    const y = Math.min(j / 4096, 1);
    const rb = (Math.sqrt(1 - y) - Math.sqrt(y)) / (Math.sqrt(1 - y) + Math.sqrt(y));
    return Math.exp(-(rb * rb) / (2 * 0.5 * 0.5));
  });
  const expTable = Float64Array.from({ length: 16 * 256 + 2 }, (_, j) => Math.exp(-j / 256));
  const v = (i: number, floor: number) => {
    const strength = k * norms[i]!;
    if (strength < 2 ** -10) return floor;
    const centre = 2 * L[i]!;
    const xx = L[i - 1]! + L[i + 1]! - centre;
    const yy = L[i - w]! + L[i + w]! - centre;
    const trace = xx + yy;
    if (!(trace > 0)) return Math.max(0, floor);
    const xy = 0.25 * (L[i + w + 1]! - L[i + w - 1]! - L[i - w + 1]! + L[i - w - 1]!);
    const diff = xx - yy;
    const root2 = diff * diff + 4 * xy * xy;
    const shape = lerp(shapeTable, (root2 / (trace * trace + root2)) * 4096);
    const t = strength * 256;
    return Math.max(shape * (1 - (t < 16 * 256 ? lerp(expTable, t) : 0)), floor);
  };
  if (!coarse) {
    for (let i = 0; i < w * h; i++) norms[i] = v(i, 0);
    return;
  }
  const { v: grid, cw, ch } = coarse;
  const mid = new Float32Array(cw + 1);
  for (let y = 0; y < h; y++) {
    for (let u = 0; u < cw; u++) {
      const [a, b] = [grid[(y >> 1) * cw + u]!, grid[Math.min((y >> 1) + 1, ch - 1) * cw + u]!];
      mid[u] = y & 1 ? 0.5 * (a + b) : a;
    }
    mid[cw] = mid[cw - 1]!;
    for (let x = 0; x < w; x++) {
      const u = x >> 1;
      norms[y * w + x] = v(y * w + x, x & 1 ? 0.5 * (mid[u]! + mid[u + 1]!) : mid[u]!);
    }
  }
}
