import { describe, expect, it } from 'vitest';
import { prng } from '../testing/synthetic.js';
import { packMask } from './bit-mask.js';
import { fillHolesCounted } from './mask.js';
import { runComponents, runsOf } from './runs.js';

/** Pixel-queue flood fill: the definition the run-based fills must reproduce. */
function flood(ok: (q: number) => boolean, start: number, w: number, h: number, eight: boolean) {
  const seen = new Set([start]);
  const queue = [start];
  for (const p of queue) {
    const [x, y] = [p % w, Math.floor(p / w)];
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        if ((!eight && dx !== 0 && dy !== 0) || (dx === 0 && dy === 0)) continue;
        const [u, v] = [x + dx, y + dy];
        const q = v * w + u;
        if (u < 0 || v < 0 || u >= w || v >= h || seen.has(q) || !ok(q)) continue;
        seen.add(q);
        queue.push(q);
      }
  }
  return seen;
}

function masks(): [Uint8Array, number, number][] {
  const rnd = prng(11);
  const out: [Uint8Array, number, number][] = [];
  for (const [w, h] of [
    [1, 1],
    [2, 3],
    [9, 7],
    [33, 21],
  ] as const)
    for (const density of [0, 0.05, 0.4, 0.7, 1])
      for (let k = 0; k < 6; k++) {
        const [cx, cy, r] = [rnd() * w, rnd() * h, (rnd() * w) / 2];
        const ring = (i: number) => {
          const d = Math.hypot((i % w) - cx, Math.floor(i / w) - cy);
          return d < r && d > r / 2;
        };
        out.push([
          Uint8Array.from({ length: w * h }, (_, i) => (ring(i) || rnd() < density ? 1 : 0)),
          w,
          h,
        ]);
      }
  return out;
}

describe('connected components and hole filling', () => {
  it('find run components in scan order with their areas (4 and 8)', () => {
    for (const [m, w, h] of masks())
      for (const four of [false, true]) {
        const runs = runsOf(packMask(m, w, h));
        const { root, area } = runComponents(runs, four);
        const roots = [...root.keys()].filter((k) => root[k] === k);
        const expected: number[] = [];
        const seen = new Set<number>();
        for (let i = 0; i < w * h; i++) {
          if (!m[i] || seen.has(i)) continue;
          const region = flood((q) => m[q] === 1, i, w, h, !four);
          for (const q of region) seen.add(q);
          expected.push(region.size);
        }
        expect(roots.map((k) => area[k])).toEqual(expected);
        // Every run belongs to the component of the first pixel of its flood region.
        const label = new Int32Array(w * h);
        roots.forEach((k, id) => {
          const y = runs.rowStart.findIndex(
            (start, row) => k >= start && k < runs.rowStart[row + 1]!,
          );
          for (const q of flood((q) => m[q] === 1, y * w + runs.x0[k]!, w, h, !four))
            label[q] = id + 1;
        });
        for (let y = 0; y < h; y++)
          for (let k = runs.rowStart[y]!; k < runs.rowStart[y + 1]!; k++)
            expect(label[y * w + runs.x0[k]!]).toBe(roots.indexOf(root[k]!) + 1);
      }
  });

  it('fill exactly the background not 4-connected to the border, and count the result', () => {
    for (const [m, w, h] of masks()) {
      const reached = new Set<number>();
      for (let i = 0; i < w * h; i++) {
        const [x, y] = [i % w, Math.floor(i / w)];
        const onBorder = x === 0 || y === 0 || x === w - 1 || y === h - 1;
        if (onBorder && !m[i] && !reached.has(i))
          for (const q of flood((q) => m[q] === 0, i, w, h, false)) reached.add(q);
      }
      const expected = Uint8Array.from({ length: w * h }, (_, i) => (reached.has(i) ? 0 : 1));
      const { mask, count } = fillHolesCounted(m, w, h);
      expect(mask).toEqual(expected);
      expect(count).toBe(expected.reduce((s, v) => s + v, 0));
    }
  });
});
