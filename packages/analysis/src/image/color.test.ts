import { describe, expect, it } from 'vitest';
import { everyColour } from '../testing/synthetic.js';
import {
  erythemaIndex,
  ita,
  labPlane,
  labPlanes,
  melaninIndex,
  rgbToLab,
  SRGB_TO_LINEAR,
} from './color.js';

describe('colour', () => {
  it.each([
    [
      [255, 255, 255],
      [100, 0, 0.01],
    ],
    [
      [128, 128, 128],
      [53.59, 0, 0],
    ],
    [
      [224, 172, 150],
      [74.55, 16.02, 18.67],
    ],
    [
      [141, 85, 36],
      [41.67, 18.91, 37.24],
    ],
    [
      [0, 0, 0],
      [0, 0, 0],
    ],
  ] as const)('sRGB %j → Lab %j (±0.02)', (rgb, lab) => {
    const out = rgbToLab(rgb[0], rgb[1], rgb[2]);
    out.forEach((v, i) => expect(Math.abs(v - (lab[i] ?? 0))).toBeLessThanOrEqual(0.02));
  });

  it('EI and MI test vector (B2)', () => {
    expect(erythemaIndex(0.6, 0.4)).toBeCloseTo(17.61, 2);
    expect(melaninIndex(0.6)).toBeCloseTo(22.18, 2);
  });

  it('ITA test vectors (B3)', () => {
    expect(ita(65, 15)).toBeCloseTo(45, 2);
    expect(ita(40, 20)).toBeCloseTo(-26.57, 2);
    const [L, , b] = rgbToLab(224, 172, 150);
    expect(ita(L, b)).toBeCloseTo(52.75, 1);
    expect(ita(50, 0)).toBeNull();
  });
});

/**
 * The released arithmetic of the CIELAB planes, written out on its own as the test's oracle: X, Y,
 * Z as sums of weight × linear value per channel, f(t) interpolated linearly in a table of
 * 65 536 steps over [0, 1.1], and each of L*, a*, b* rounded to float32 once.
 */
function releasedLab() {
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const table = Float64Array.from({ length: 65538 }, (_, i) => f((i / 65536) * 1.1));
  const scale = 65536 / 1.1;
  const interpolated = (t: number) => {
    const x = t * scale;
    const i = x | 0;
    return table[i]! + (table[i + 1]! - table[i]!) * (x - i);
  };
  const lin = SRGB_TO_LINEAR;
  return (r: number, g: number, b: number) => {
    const [R, G, B] = [lin[r]!, lin[g]!, lin[b]!];
    const fx = interpolated((0.412453 * R + 0.35758 * G + 0.180423 * B) * (1 / 0.95047));
    const fy = interpolated(0.212671 * R + 0.71516 * G + 0.072169 * B);
    const fz = interpolated((0.019334 * R + 0.119193 * G + 0.950227 * B) * (1 / 1.08883));
    return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)].map(Math.fround);
  };
}

describe('labPlanes', () => {
  it('reproduce the released arithmetic bit for bit, all 16.7 M colours, chunks of any length', () => {
    // 4096 × 4096 pixels are not a multiple of the chunk.
    const img = everyColour();
    const { data } = img;
    const p = labPlanes(img);
    const released = releasedLab();
    const wrong: string[] = [];
    let worst = 0;
    for (let c = 0; c < img.width * img.height; c++) {
      const [r, g, b] = [c >> 16, (c >> 8) & 0xff, c & 0xff];
      const [L, A, B] = released(r, g, b);
      if ((p.L[c] !== L || p.a[c] !== A || p.b[c] !== B) && wrong.length < 5)
        wrong.push(`${r},${g},${b}`);
      if (c % 97) continue;
      // And the oracle is CIELAB: the interpolated f(t) is within 2e-7 of the cube root, which
      // a* and b* scale by 500 and 200 (worst 1.05e-4 over all colours).
      const exact = rgbToLab(r, g, b);
      worst = Math.max(
        worst,
        Math.abs(L! - exact[0]),
        Math.abs(A! - exact[1]),
        Math.abs(B! - exact[2]),
      );
    }
    expect(wrong).toEqual([]);
    expect(worst).toBeLessThan(1.5e-4);
    // One plane alone is the same plane (its own pass, computing only the cube roots it needs).
    const odd = { data: data.subarray(0, 3 * 9999), width: 9999, height: 1 };
    const alone = labPlane(odd, 'b');
    expect(Array.from(alone)).toEqual(Array.from(p.b.subarray(0, 9999)));
  });
});
