import { describe, expect, it } from 'vitest';
import { detectDarkBlobs } from './pores.js';

describe('detectDarkBlobs (B6)', () => {
  it('a dark disc of radius 10 px gives one detection at its centre with σ within one step of 7.07', () => {
    const w = 101;
    const plane = new Float32Array(w * w).fill(200);
    for (let y = 0; y < w; y++)
      for (let x = 0; x < w; x++) if ((x - 50) ** 2 + (y - 50) ** 2 <= 100) plane[y * w + x] = 80;
    const blobs = detectDarkBlobs(plane, w, w, new Uint8Array(w * w).fill(1), {
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
});
