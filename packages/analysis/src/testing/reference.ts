import type { RgbImage } from '../image/color.js';
import { boxBlur, boxSizes } from '../image/filters.js';

/*
 * Plain implementations the tests hold the fast kernels to: the blur of method 1.x smoothing, a
 * colour channel and the luma as floats, and the means inside and outside a mask.
 */

/** Gaussian blur of σ as the cascade of box blurs of `boxSizes(σ)`, edges mirrored. */
export function gaussianBlur(src: Float32Array, w: number, h: number, sigma: number) {
  let out: Float32Array = src.slice();
  for (const size of boxSizes(sigma)) if (size >= 3) out = boxBlur(out, w, h, (size - 1) / 2);
  return out;
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
