import { describe, expect, it } from 'vitest';
import { prng } from '../testing/synthetic.js';
import { bitMaskInRange, packMask, unpackMask } from './bit-mask.js';

describe('bit masks', () => {
  it('pack and unpack byte masks of any width, with the bits past the width clear', () => {
    const rnd = prng(3);
    for (const [w, h] of [
      [1, 1],
      [31, 3],
      [32, 2],
      [33, 4],
      [100, 5],
    ] as const) {
      const m = Uint8Array.from({ length: w * h }, () => (rnd() < 0.5 ? 1 : 0));
      const bits = packMask(m, w, h);
      expect(bits.stride).toBe(Math.ceil(w / 32));
      expect(unpackMask(bits)).toEqual(m);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++)
          expect((bits.bits[y * bits.stride + (x >> 5)]! >>> (x & 31)) & 1).toBe(m[y * w + x]);
      const last = bits.bits[bits.stride - 1]!;
      if (w % 32) expect(last >>> (w % 32)).toBe(0);
    }
  });

  it('set the pixels whose value lies in [lo, hi], bounds included', () => {
    const values = Int32Array.from([5, 10, 11, 19, 20, 21, -3, 15, 0]);
    expect(unpackMask(bitMaskInRange(values, 3, 3, 10, 20))).toEqual(
      Uint8Array.from([0, 1, 1, 1, 1, 0, 0, 1, 0]),
    );
  });

  it('give bytes (the kernel) the bits their integer values give, bounds of any kind', () => {
    const rnd = prng(5);
    for (let w = 1; w <= 70; w += 3)
      for (const [lo, hi] of [
        [0, 0],
        [1, 255],
        [255, 255],
        [1, 1],
        [10.5, 200.2],
        [-5, 3],
        [300, 400],
        [9, 8],
      ] as const) {
        const h = 1 + (w % 4);
        const bytes = Uint8Array.from({ length: w * h }, () =>
          rnd() < 0.5 ? rnd() * 256 : rnd() * 3,
        );
        const expected = bitMaskInRange(Int32Array.from(bytes), w, h, lo, hi);
        expect(bitMaskInRange(bytes, w, h, lo, hi), `${w} × ${h}, [${lo}, ${hi}]`).toEqual(
          expected,
        );
      }
  });
});
