import { describe, expect, it } from 'vitest';
import { decimate, sampleAt } from './pyramid.js';

describe('pyramid', () => {
  const w = 65;
  const h = 48;
  const ramp = Float32Array.from({ length: w * h }, (_, i) => 3 * (i % w) + 2 * Math.floor(i / w));
  const alloc = (n: number) => new Float32Array(n);

  it('decimating keeps every second sample on a grid twice as coarse, odd sides rounded up', () => {
    const half = decimate({ data: ramp, w, h, step: 1 }, alloc);
    expect([half.w, half.h, half.step]).toEqual([33, 24, 2]);
    const quarter = decimate(half, alloc);
    expect([quarter.w, quarter.h, quarter.step]).toEqual([17, 12, 4]);
    expect(quarter.data[5 * 17 + 16]).toBe(ramp[20 * w + 64]);
  });

  it('samples a coarse plane at full-resolution positions bilinearly, clamped to its samples', () => {
    const quarter = decimate(decimate({ data: ramp, w, h, step: 1 }, alloc), alloc);
    for (const [x, y] of [
      [0, 0],
      [5, 7],
      [30.5, 21.25],
      [63, 44],
    ] as const)
      expect(sampleAt(quarter, x, y)).toBeCloseTo(3 * x + 2 * y, 4);
    expect(sampleAt(quarter, -3, 50)).toBeCloseTo(sampleAt(quarter, 0, 44), 4);
  });
});
