import { describe, expect, it } from 'vitest';
import { prng } from '../testing/synthetic.js';
import { yellowHue } from './wound.js';

/** The released test of slough-yellow tissue. */
const released = (a: number, b: number) => (Math.atan2(b, a) * 180) / Math.PI >= 60;

describe('yellowHue', () => {
  it('answers as atan2 does: float32 a*, b* at random and near tan 60°, zeros, infinities, NaN', () => {
    const rnd = prng(60);
    const pairs: [number, number][] = [];
    for (let k = 0; k < 200_000; k++) {
      const a = Math.fround(260 * rnd() - 130);
      pairs.push([a, Math.fround(260 * rnd() - 130)]);
      // b/a within 1.68 … 1.78, around the boundary and the two ratios that decide it.
      pairs.push([a, Math.fround(a * (1.68 + 0.1 * rnd()))]);
    }
    const special = [0, -0, 1, -1, Infinity, -Infinity, NaN];
    for (const a of special) for (const b of special) pairs.push([a, b]);
    const wrong = pairs.filter(([a, b]) => yellowHue(a, b) !== released(a, b));
    expect(wrong).toEqual([]);
    // Both answers occur near the boundary.
    expect(pairs.filter(([a, b]) => released(a, b) && b / a < 1.75).length).toBeGreaterThan(1000);
  });
});
