import { describe, expect, it } from 'vitest';
import { prng } from '../testing/synthetic.js';
import { dilate, erode } from './morphology.js';

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
  it('match the definition for word-packed and byte widths, small and large radii', () => {
    const rnd = prng(7);
    for (const [w, h] of [
      [32, 20],
      [33, 19],
      [4, 9],
      [37, 5],
    ] as const)
      for (const density of [0.1, 0.5, 0.9])
        for (const r of [1, 2, 3, 4, 9]) {
          const m = Uint8Array.from({ length: w * h }, () => (rnd() < density ? 1 : 0));
          expect(dilate(m, w, h, r)).toEqual(reference(m, w, h, r, 1));
          expect(erode(m, w, h, r)).toEqual(reference(m, w, h, r, 0));
        }
  });
});
