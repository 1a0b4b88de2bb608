import { describe, expect, it } from 'vitest';
import { gaussianBlur } from './filters.js';
import { prng } from '../testing/synthetic.js';
import { BINOMIAL5, BOX3_CUBED, sampledSide, sevenTapBlur } from './seven-tap-blur.js';

const randomPlane = (w: number, h: number, seed = 7) => {
  const rnd = prng(seed);
  return Float32Array.from({ length: w * h }, () => 255 * rnd());
};

/** Impulse response along one axis (the blur of a centred point, read along its row). */
function impulseRow(taps: typeof BOX3_CUBED, n = 15): number[] {
  const plane = new Float32Array(n * n);
  const c = (n >> 1) * n + (n >> 1);
  plane[c] = 1;
  const out = sevenTapBlur(plane, n, n, taps);
  // The 2-D response is the outer product of the 1-D one; its centre row sums to the centre tap.
  const row = Array.from(out.subarray(c - (n >> 1), c + (n >> 1) + 1));
  const centre = row.reduce((s, v) => s + v, 0);
  return row.map((v) => v / centre);
}

describe('sevenTapBlur', () => {
  it('equals gaussianBlur(σ = 1.5), three mirrored 3-px boxes, edges included', () => {
    for (const [w, h] of [
      [61, 47],
      [8, 5],
    ] as const) {
      const plane = randomPlane(w, h);
      const a = sevenTapBlur(plane, w, h, BOX3_CUBED);
      const b = gaussianBlur(plane, w, h, 1.5);
      for (let i = 0; i < a.length; i++) expect(a[i]).toBeCloseTo(b[i]!, 3);
    }
  });

  it('has the variance of its kernel and stays within 0.025 of the sampled Gaussian', () => {
    for (const [taps, variance] of [
      [BOX3_CUBED, 2],
      [BINOMIAL5, 1],
    ] as const) {
      const row = impulseRow(taps);
      const mid = row.length >> 1;
      const sum = row.reduce((s, v) => s + v, 0);
      const second = row.reduce((s, v, x) => s + v * (x - mid) ** 2, 0);
      expect(sum).toBeCloseTo(1, 6);
      expect(second).toBeCloseTo(variance, 5);
      row.forEach((v, x) => {
        const g = Math.exp(-((x - mid) ** 2) / (2 * variance)) / Math.sqrt(2 * Math.PI * variance);
        expect(Math.abs(v - g)).toBeLessThan(0.025);
      });
    }
  });

  it('with step 2 blurs the plane decimated by 2', () => {
    const [w, h] = [37, 30];
    const plane = randomPlane(w, h, 3);
    const [hw, hh] = [sampledSide(w, 2), sampledSide(h, 2)];
    expect([hw, hh]).toEqual([19, 15]);
    const half = Float32Array.from({ length: hw * hh }, (_, i) => {
      const [u, v] = [i % hw, Math.floor(i / hw)];
      return plane[2 * v * w + 2 * u]!;
    });
    const a = sevenTapBlur(plane, w, h, BINOMIAL5, 2);
    const b = sevenTapBlur(half, hw, hh, BINOMIAL5);
    expect(Array.from(a)).toEqual(Array.from(b));
  });
});
