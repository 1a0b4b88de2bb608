import { describe, expect, it } from 'vitest';
import { decimate, expand } from './pyramid.js';

describe('pyramid', () => {
  const w = 64;
  const h = 48;

  it('decimating and expanding a linear ramp gives the ramp back', () => {
    const ramp = Float32Array.from(
      { length: w * h },
      (_, i) => 3 * (i % w) + 2 * Math.floor(i / w),
    );
    const half = decimate({ data: ramp, w, h, step: 1 });
    expect([half.w, half.h, half.step]).toEqual([32, 24, 2]);
    const quarter = decimate(half);
    const back = expand(quarter, w, h);
    for (const [x, y] of [
      [0, 0],
      [5, 7],
      [30, 21],
      [60, 44],
    ] as const)
      expect(back[y * w + x]).toBeCloseTo(ramp[y * w + x]!, 4);
  });
});
