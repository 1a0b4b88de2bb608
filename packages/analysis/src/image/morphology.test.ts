import { describe, expect, it } from 'vitest';
import { prng } from '../testing/synthetic.js';
import { packMask, unpackMask, type BitMask } from './bit-mask.js';
import { close, closeBits, dilateBits, erodeBits, openBits } from './morphology.js';

/** An operation on bit masks, applied to a byte mask. */
const onBytes =
  (op: (m: BitMask, r: number) => BitMask) => (m: Uint8Array, w: number, h: number, r: number) =>
    unpackMask(op(packMask(m, w, h), r));
const [dilate, erode, open] = [dilateBits, erodeBits, openBits].map(onBytes) as [
  ReturnType<typeof onBytes>,
  ReturnType<typeof onBytes>,
  ReturnType<typeof onBytes>,
];

/** Pixel-by-pixel definition: any pixel of the window inside the image equal to `value`. */
function reference(m: Uint8Array, w: number, h: number, r: number, value: 0 | 1): Uint8Array {
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let any = false;
      for (let dy = -r; dy <= r && !any; dy++)
        for (let dx = -r; dx <= r; dx++) {
          const [u, v] = [x + dx, y + dy];
          if (u >= 0 && v >= 0 && u < w && v < h && m[v * w + u] === value) any = true;
        }
      out[y * w + x] = any ? value : 1 - value;
    }
  return out;
}

describe('dilate and erode', () => {
  it('match the definition at word and odd widths, small and large radii', () => {
    const rnd = prng(7);
    for (const [w, h] of [
      [32, 20],
      [33, 19],
      [4, 9],
      [37, 5],
      [64, 7],
      [95, 40],
      [1, 6],
    ] as const)
      for (const density of [0.1, 0.5, 0.9])
        for (const r of [0, 1, 2, 3, 4, 9, 17, 40]) {
          const m = Uint8Array.from({ length: w * h }, () => (rnd() < density ? 1 : 0));
          expect(dilate(m, w, h, r)).toEqual(reference(m, w, h, r, 1));
          expect(erode(m, w, h, r)).toEqual(reference(m, w, h, r, 0));
        }
  });

  it('open and close are the compositions of the definitions', () => {
    const rnd = prng(8);
    for (const [w, h] of [
      [70, 33],
      [64, 64],
    ] as const)
      for (const r of [1, 2, 5]) {
        const m = Uint8Array.from({ length: w * h }, () => (rnd() < 0.5 ? 1 : 0));
        const d = (x: Uint8Array) => reference(x, w, h, r, 1);
        const e = (x: Uint8Array) => reference(x, w, h, r, 0);
        expect(open(m, w, h, r)).toEqual(d(e(m)));
        expect(close(m, w, h, r)).toEqual(e(d(m)));
        expect(close(m, w, h, r)).toEqual(onBytes(closeBits)(m, w, h, r));
      }
  });
});
