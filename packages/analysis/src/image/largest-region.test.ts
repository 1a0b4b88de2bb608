import { describe, expect, it } from 'vitest';
import { prng } from '../testing/synthetic.js';
import { packMask } from './bit-mask.js';
import { largestFilledRegion } from './largest-region.js';
import { fillHoles, largestComponent, setBounds } from './mask.js';

describe('largestFilledRegion', () => {
  it('equals fillHoles(largestComponent(mask)) with its bounding box', () => {
    const rnd = prng(5);
    for (const [w, h] of [
      [1, 1],
      [2, 3],
      [9, 7],
      [31, 31],
      [32, 16],
      [33, 21],
      [65, 30],
      [100, 3],
    ] as const)
      for (const density of [0, 0.05, 0.3, 0.5, 0.7, 1])
        for (let k = 0; k < 4; k++) {
          // Rings (holes, some touching the border) over random pixels.
          const [cx, cy, r] = [rnd() * w, rnd() * h, (rnd() * w) / 2];
          const ring = (i: number) => {
            const d = Math.hypot((i % w) - cx, Math.floor(i / w) - cy);
            return d < r && d > r / 2;
          };
          const m = Uint8Array.from({ length: w * h }, (_, i) =>
            ring(i) || rnd() < density ? 1 : 0,
          );
          const expected = fillHoles(largestComponent(m, w, h), w, h);
          const { mask, box } = largestFilledRegion(packMask(m, w, h));
          expect(mask).toEqual(expected);
          const bounds = setBounds(expected, w, h);
          expect(box).toEqual(bounds.y1 < 0 ? null : bounds);
        }
  });

  it('keeps the first of two equal components, and fills a hole open only diagonally', () => {
    const rows = [
      '..............',
      '.###...#######',
      '.#.#..........',
      '.##...........',
      '..............',
    ];
    const w = rows[0]!.length;
    const m = Uint8Array.from(rows.join(''), (c) => (c === '#' ? 1 : 0));
    const { mask } = largestFilledRegion(packMask(m, w, rows.length));
    const filled = rows.map((row, y) =>
      row.replace(/./g, (_, x: number) => '.#'[mask[y * w + x]!]!),
    );
    expect(filled).toEqual([
      '..............',
      '.###..........',
      '.###..........',
      '.##...........',
      '..............',
    ]);
  });
});
