import { gaussianBlur } from '../testing/reference.js';
import { describe, expect, it } from 'vitest';
import { packMask } from '../image/bit-mask.js';
import type { Mask } from '../image/mask.js';
import { runComponents, runsOf } from '../image/runs.js';
import { prng } from '../testing/synthetic.js';
import { thinInPlace } from './wrinkles.js';

/** Zhang & Suen (1984) as the paper states it, over the whole image: the reference. */
function zhangSuen(mask: Mask, w: number, h: number): Mask {
  const m = mask.slice();
  for (let changed = true; changed;) {
    changed = false;
    for (const pass of [0, 1]) {
      const remove: number[] = [];
      for (let y = 1; y < h - 1; y++)
        for (let x = 1; x < w - 1; x++) {
          const i = y * w + x;
          if (!m[i]) continue;
          // P2 … P9, clockwise from north.
          const p = [-w, -w + 1, 1, w + 1, w, w - 1, -1, -w - 1].map((d) => m[i + d]!);
          const b = p.reduce((s, v) => s + v, 0);
          const a = p.filter((v, k) => v === 0 && p[(k + 1) % 8] === 1).length;
          const [p2, , p4, , p6, , p8] = p as [number, ...number[]];
          const ok =
            pass === 0
              ? p2 * p4! * p6! === 0 && p4! * p6! * p8! === 0
              : p2 * p4! * p8! === 0 && p2 * p6! * p8! === 0;
          if (b >= 2 && b <= 6 && a === 1 && ok) remove.push(i);
        }
      for (const i of remove) m[i] = 0;
      if (remove.length) changed = true;
    }
  }
  return m;
}

function skeletonize(mask: Mask, w: number, h: number): Mask {
  const m = mask.slice();
  const live: number[] = [];
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) if (m[y * w + x]) live.push(y * w + x);
  thinInPlace(m, w, live);
  return m;
}

describe('thinInPlace', () => {
  it('matches Zhang–Suen as published on random blobs', () => {
    const [w, h] = [96, 80];
    const rnd = prng(5);
    const noise = Float32Array.from({ length: w * h }, () => rnd());
    const smooth = gaussianBlur(noise, w, h, 2);
    const mask = Uint8Array.from(smooth, (v) => (v > 0.52 ? 1 : 0));
    expect(mask.reduce((s, v) => s + v, 0)).toBeGreaterThan(500);
    expect(Array.from(skeletonize(mask, w, h))).toEqual(Array.from(zhangSuen(mask, w, h)));
  });

  it('thins a 7 px bar to one connected line of about its length', () => {
    const [w, h] = [60, 20];
    const bar = new Uint8Array(w * h);
    for (let y = 7; y < 14; y++) for (let x = 5; x < 55; x++) bar[y * w + x] = 1;
    const skeleton = skeletonize(bar, w, h);
    const { root, area } = runComponents(runsOf(packMask(skeleton, w, h)));
    const lines = [...root.keys()].filter((k) => root[k] === k).map((k) => area[k]!);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBeGreaterThan(40);
    expect(lines[0]).toBeLessThanOrEqual(50);
  });
});
