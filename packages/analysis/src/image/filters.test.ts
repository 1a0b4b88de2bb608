import { gaussianBlur, laplacianVariance, quantilesOf } from '../testing/reference.js';
import { describe, expect, it } from 'vitest';
import { prng } from '../testing/synthetic.js';
import { otsuThreshold, quantiles } from './filters.js';
import { fillHoles, largestComponent } from './mask.js';

describe('otsuThreshold', () => {
  it('reproduces the B4 test vector (t = 3, σB² ≈ 5.986)', () => {
    const r = otsuThreshold([5, 8, 4, 2, 1, 3, 7, 6]);
    expect(r.t).toBe(3);
    expect(r.between).toBeCloseTo(5.986, 3);
  });
  it('takes the lowest t on a plateau', () => {
    const hist = new Array<number>(256).fill(0);
    for (const v of [10, 10, 10, 12, 12, 200, 200, 202]) hist[v] = (hist[v] ?? 0) + 1;
    expect(otsuThreshold(hist).t).toBe(12);
  });
});

describe('blur and focus', () => {
  it('blur preserves the mean and lowers the Laplacian variance', () => {
    const w = 64;
    const src = Float32Array.from({ length: w * w }, (_, i) =>
      ((i % w) + Math.floor(i / w)) % 2 ? 200 : 50,
    );
    const out = gaussianBlur(src, w, w, 2);
    const mean = out.reduce((s, v) => s + v, 0) / out.length;
    expect(mean).toBeCloseTo(125, 0);
    expect(laplacianVariance(out, w, w)).toBeLessThan(laplacianVariance(src, w, w) / 100);
  });
});

describe('masks', () => {
  it('keeps the largest component and fills its holes', () => {
    const w = 10;
    const m = new Uint8Array(w * w);
    for (let y = 2; y < 8; y++) for (let x = 2; x < 8; x++) m[y * w + x] = 1;
    m[4 * w + 4] = 0; // a hole
    m[0] = 1; // a separate speck on the border
    const largest = largestComponent(m, w, w);
    expect(largest[0]).toBe(0);
    expect(fillHoles(largest, w, w).reduce((s, v) => s + v, 0)).toBe(36);
  });
});

describe('quantiles', () => {
  it('return the centre of the bin holding the masked median; a flat plane its value', () => {
    const rnd = prng(9);
    const n = 20_000;
    const plane = Float32Array.from({ length: n }, () => 100 * rnd() ** 2 - 20);
    const mask = Uint8Array.from({ length: n }, () => (rnd() < 0.6 ? 1 : 0));
    const [p50] = quantiles(plane, mask, [0.5]);
    const sorted = plane.filter((_, i) => mask[i]).sort();
    // Within one bin ((max − min)/4096) of the exact median.
    expect(Math.abs(p50! - sorted[Math.floor(sorted.length / 2)]!)).toBeLessThan(120 / 4096);
    expect(quantiles(new Float32Array(n).fill(3), mask, [0.5])).toEqual([3]);
    expect(quantiles(plane, new Uint8Array(n), [0.5])).toEqual([NaN]);
  });

  // Bit for bit the released arithmetic: with and without a mask, values on bin edges and at the
  // maximum, NaN (odd cases), a mask shorter than the values, odd lengths.
  it.each([0, 1, 2, 3])('equal the released histogram arithmetic (case %i)', (seed) => {
    const rnd = prng(100 + seed);
    const n = 30_001 + seed;
    const plane = Float32Array.from({ length: n }, (_, i) =>
      i % 97 === 0 && seed % 2 ? NaN : i % 5 === 0 ? Math.floor(rnd() * 50) : 50 * rnd() ** 3 - 7,
    );
    const mask = Uint8Array.from({ length: n - 3 * seed }, () => (rnd() < 0.7 ? 1 : 0));
    const qs = [0, 0.05, 0.5, 0.9, 0.95, 1];
    expect(quantiles(plane, undefined, qs)).toEqual(quantilesOf(plane, undefined, qs));
    const masked = quantilesOf(plane, mask, qs);
    expect(quantiles(plane, mask, qs)).toEqual(masked);
    expect(masked.every(Number.isFinite)).toBe(true);
  });
});
