import { describe, expect, it } from 'vitest';
import { melaninIndex, SRGB_TO_LINEAR } from '../image/color.js';
import { melaninQuantiles } from './pigment.js';

describe('melaninQuantiles', () => {
  it('equals the order statistics of the sorted melanin indices', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 256;
    const pixels = Array.from({ length: 5000 }, () => Math.floor((random() * random()) / 256));
    const reds = new Uint32Array(256);
    for (const red of pixels) reds[red]!++;
    const sorted = pixels
      .map((red) => Math.fround(melaninIndex(Math.max(SRGB_TO_LINEAR[red]!, 1e-4))))
      .sort((a, b) => a - b);
    const qs = [0, 0.02, 0.5, 0.98, 1];
    const expected = qs.map(
      (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))],
    );
    expect(melaninQuantiles(reds, qs)).toEqual(expected);
    expect(melaninQuantiles(new Uint32Array(256), [0.5])).toEqual([Number.NaN]);
  });
});
