import { channelPlane, gaussianBlur } from '../testing/reference.js';
import { describe, expect, it } from 'vitest';
import { prng } from '../testing/synthetic.js';
import { channelBoxSums } from './box-sums.js';
import { mirror } from './filters.js';

/** Box sums pass by pass, each mirrored at the edges as filters.ts does: the definition. */
function reference(values: number[], w: number, h: number, radii: number[]): number[] {
  let a = values;
  for (const r of radii) {
    const rows = a.map((_, i) => {
      const [x, y] = [i % w, Math.floor(i / w)];
      let s = 0;
      for (let d = -r; d <= r; d++) s += a[y * w + mirror(x + d, w)]!;
      return s;
    });
    a = rows.map((_, i) => {
      const [x, y] = [i % w, Math.floor(i / w)];
      let s = 0;
      for (let d = -r; d <= r; d++) s += rows[mirror(y + d, h) * w + x]!;
      return s;
    });
  }
  return a;
}

describe('channelBoxSums', () => {
  it('equals the box cascade pass by pass, for every channel, radii up to 4 and any width mod 4', () => {
    const rnd = prng(2);
    for (const radii of [[1, 1, 2], [1], [2, 2], [4], [1, 1, 1, 1], []])
      for (const [w, h] of [
        [5, 5],
        [5, 9],
        [6, 7],
        [8, 6],
        [33, 20],
        [64, 7],
        [65, 11],
        [67, 6],
      ] as const) {
        if (Math.max(0, ...radii) >= Math.min(w, h)) continue;
        const data = Uint8Array.from({ length: 3 * w * h }, () => Math.floor(rnd() * 256));
        for (const channel of [0, 1, 2]) {
          const values = Array.from({ length: w * h }, (_, i) => data[3 * i + channel]!);
          const { sums, divisor } = channelBoxSums(data, 3, channel, w, h, radii);
          expect(divisor).toBe(radii.reduce((d, r) => d * (2 * r + 1) ** 2, 1));
          expect(Array.from(sums), `${w} × ${h}, channel ${channel}`).toEqual(
            reference(values, w, h, radii),
          );
        }
      }
  });

  it('rounds to the levels of gaussianBlur(σ = 2), boxes 3, 3 and 5', () => {
    const rnd = prng(4);
    for (const [w, h] of [
      [768, 576],
      [3, 3],
      [31, 17],
    ] as const) {
      // Half noise, half a flat patch: many blurred values fall near a rounding boundary.
      const data = Uint8Array.from({ length: 3 * w * h }, () =>
        rnd() < 0.5 ? Math.floor(rnd() * 256) : 128 + Math.floor(rnd() * 3),
      );
      const blur = gaussianBlur(channelPlane({ data, width: w, height: h }, 2), w, h, 2);
      const { sums, divisor } = channelBoxSums(data, 3, 2, w, h, [1, 1, 2]);
      let maxError = 0;
      let otherLevels = 0;
      for (let i = 0; i < w * h; i++) {
        maxError = Math.max(maxError, Math.abs(sums[i]! / divisor - blur[i]!));
        if (Math.round(sums[i]! / divisor) !== Math.round(blur[i]!)) otherLevels++;
      }
      expect(maxError).toBeLessThan(1e-4);
      expect(otherLevels).toBe(0);
    }
  });

  it('refuses a cascade wider than its 9 taps', () => {
    expect(() => channelBoxSums(new Uint8Array(300), 3, 0, 10, 10, [2, 3])).toThrow(RangeError);
  });
});
