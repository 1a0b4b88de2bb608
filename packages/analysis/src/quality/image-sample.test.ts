import { describe, expect, it } from 'vitest';
import type { RgbImage } from '../image/color.js';
import { qualitySample } from '../testing/reference.js';
import { prng } from '../testing/synthetic.js';
import { SAMPLE_SIDE, sampleImage } from './image-sample.js';

/** Random pixels, a tenth of them with a channel clipped to 0 or 255. */
function noise(width: number, height: number, seed: number): RgbImage {
  const rand = prng(seed);
  const data = Uint8Array.from({ length: 3 * width * height }, () => {
    const u = rand();
    return u < 0.03 ? 0 : u < 0.06 ? 255 : Math.floor(rand() * 256);
  });
  return { data, width, height };
}

describe('sampleImage', () => {
  // Bit for bit the released loops: the same sample, the same doubles summed in the same order.
  it.each([
    [768, 576],
    [1536, 1152],
    [1001, 777],
    [512, 384],
    [300, 2],
    [1, 1],
    [1, 1000], // a sample 0 wide
    [2000, 1], // and 0 high
  ])('equals the released arithmetic at %i × %i', (width, height) => {
    const img = noise(width, height, width * 7 + height);
    const { w, h, clipped, r, g, b, sharpness } = qualitySample(img, SAMPLE_SIDE);
    expect(sampleImage(img)).toEqual({ w, h, clipped, r, g, b, sharpness });
  });

  it('counts clipped pixels and measures a sharp plane', () => {
    const { w, h, clipped, sharpness } = sampleImage(noise(1024, 768, 1));
    expect([w, h]).toEqual([512, 384]);
    // A channel at 0 or 255 in 6 % of draws: 1 − 0.94³ ≈ 17 % of pixels.
    expect(clipped / (w * h)).toBeCloseTo(0.17, 1);
    expect(sharpness).toBeGreaterThan(1000);
  });
});
