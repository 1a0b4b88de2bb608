import { describe, expect, it } from 'vitest';
import { prng } from '../testing/synthetic.js';
import { sampledColumnCounts, sampledRowCounts } from './box-counts.js';
import { boxBlur } from '../testing/reference.js';
import { mirror } from './filters.js';

/** Box counts at the samples, window by window with mirrored indices: the definition. */
function reference(v: Uint8Array, w: number, h: number, r: number, step: number): number[] {
  const out: number[] = [];
  for (let y = 0; y < h; y += step)
    for (let x = 0; x < w; x += step) {
      let n = 0;
      for (let dy = -r; dy <= r; dy++)
        for (let dx = -r; dx <= r; dx++) n += v[mirror(y + dy, h) * w + mirror(x + dx, w)]!;
      out.push(n);
    }
  return out;
}

/** The counts as a caller drives the two passes: row prefix sums, then the columns. */
function boxCounts(v: Uint8Array, w: number, h: number, r: number, step: number): number[] {
  const sw = Math.ceil(w / step);
  const rows = new Int32Array(sw * h);
  const prefix = new Int32Array(w + 1);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) prefix[x + 1] = prefix[x]! + v[y * w + x]!;
    sampledRowCounts(prefix, w, r, step, rows, y * sw);
  }
  const out: number[] = [];
  sampledColumnCounts(rows, sw, h, r, step, (sampleRow, counts) => {
    expect(sampleRow).toBe(out.length / sw);
    out.push(...counts);
  });
  return out;
}

describe('sampled box counts', () => {
  it('equal the window sums with mirrored edges, also for windows wider than the image', () => {
    const rnd = prng(6);
    for (const [w, h] of [
      [1, 1],
      [1, 7],
      [2, 3],
      [9, 5],
      [33, 20],
      [40, 41],
    ] as const)
      for (const r of [0, 1, 2, 4, 17, 45])
        for (const step of [1, 2, 3]) {
          const v = Uint8Array.from({ length: w * h }, () => (rnd() < 0.4 ? 1 : 0));
          expect(boxCounts(v, w, h, r, step)).toEqual(reference(v, w, h, r, step));
        }
  });

  it('divided by the window area, equal the float box blur at the samples', () => {
    const [w, h, r] = [97, 64, 9];
    const rnd = prng(8);
    const v = Uint8Array.from({ length: w * h }, () => (rnd() < 0.3 ? 1 : 0));
    const blur = boxBlur(Float32Array.from(v), w, h, r);
    const counts = boxCounts(v, w, h, r, 2);
    const sw = Math.ceil(w / 2);
    counts.forEach((n, k) => {
      const i = 2 * (Math.floor(k / sw) * w + (k % sw));
      expect(n / (2 * r + 1) ** 2).toBeCloseTo(blur[i]!, 6);
    });
  });
});
