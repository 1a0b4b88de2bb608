import { describe, expect, it } from 'vitest';
import { planeRows } from '../image/separable-blur.js';
import { detectDarkBlobs, type DogOptions } from './pores.js';

/** A bright w × h plane with dark discs (x, y, r). */
function discs(w: number, h: number, spots: readonly (readonly [number, number, number])[]) {
  const plane = new Float32Array(w * h).fill(200);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (spots.some(([cx, cy, r]) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r))
        plane[y * w + x] = 80;
  return plane;
}
const detect = (plane: Float32Array, w: number, h: number, o: DogOptions) =>
  detectDarkBlobs(planeRows(plane, w), w, h, new Uint8Array(w * h).fill(1), o);
const pores: DogOptions = { minSigma: 1, maxSigma: 4, ratio: 1.6, threshold: 6 };

describe('detectDarkBlobs (B6)', () => {
  it('a dark disc of radius 10 px gives one detection at its centre with σ within one step of 7.07', () => {
    const blobs = detect(discs(101, 101, [[50, 50, 10]]), 101, 101, {
      minSigma: 1,
      maxSigma: 12,
      ratio: 1.6,
      threshold: 5,
    });
    expect(blobs).toHaveLength(1);
    expect(Math.hypot(blobs[0]!.x - 50, blobs[0]!.y - 50)).toBeLessThanOrEqual(1);
    const steps = Math.abs(Math.log(blobs[0]!.sigma / 7.07) / Math.log(1.6));
    expect(steps).toBeLessThanOrEqual(1);
  });

  it('finds pores on every layer, each at its centre: on the full grid and on the half grid', () => {
    const spots = [
      [20.5, 30, 1.2], // σ 1, full-resolution layer
      [60, 30, 2], // σ 1.6, half grid, centre on a sample
      [101, 29, 3.5], // σ 2.56, half grid, centre between samples
    ] as const;
    const blobs = detect(discs(130, 60, spots), 130, 60, pores).sort((a, b) => a.x - b.x);
    expect(blobs.map((b) => b.sigma)).toEqual([1, 1.6, 1.6 ** 2]);
    spots.forEach(([x, y], i) =>
      expect(Math.hypot(blobs[i]!.x - x, blobs[i]!.y - y)).toBeLessThanOrEqual(0.75),
    );
  });

  it('counts only centres inside the region', () => {
    const w = 80;
    const plane = discs(w, 40, [
      [20, 20, 3],
      [60, 20, 3],
    ]);
    const left = new Uint8Array(w * 40).map((_, i) => (i % w < 40 ? 1 : 0));
    const blobs = detectDarkBlobs(planeRows(plane, w), w, 40, left, pores);
    expect(blobs.map((b) => Math.round(b.x))).toEqual([20]);
  });

  it('an image too small to hold a blob gives none', () => {
    expect(detect(discs(3, 2, [[1, 1, 1]]), 3, 2, pores)).toEqual([]);
  });
});
