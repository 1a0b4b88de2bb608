import { describe, expect, it } from 'vitest';
import { erythemaIndex, ita, melaninIndex, rgbToLab } from './color.js';

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

describe('labPlanes', () => {
  it("matches rgbToLab within the f table's error, for all 16.7 M colours, in chunks of any length", async () => {
    const { labPlane, labPlanes } = await import('./color.js');
    // One pixel per colour, red in the high byte; 4096 × 4096 is not a multiple of the chunk.
    const side = 4096;
    const data = new Uint8Array(side * side * 3);
    for (let c = 0; c < side * side; c++) data.set([c >> 16, (c >> 8) & 0xff, c & 0xff], 3 * c);
    const p = labPlanes({ data, width: side, height: side });
    let worst = 0;
    for (let c = 0; c < side * side; c++) {
      const ref = rgbToLab(c >> 16, (c >> 8) & 0xff, c & 0xff);
      worst = Math.max(
        worst,
        Math.abs(p.L[c]! - ref[0]),
        Math.abs(p.a[c]! - ref[1]),
        Math.abs(p.b[c]! - ref[2]),
      );
    }
    // The interpolated f(t) is within 2e-7 of the cube root; a* and b* scale it by 500 and 200
    // (worst 1.05e-4 over all colours).
    expect(worst).toBeLessThan(1.5e-4);
    // One plane alone is the same plane (its own pass, computing only the cube roots it needs).
    const odd = { data: data.subarray(0, 3 * 9999), width: 9999, height: 1 };
    const alone = labPlane(odd, 'b');
    expect(Array.from(alone)).toEqual(Array.from(p.b.subarray(0, 9999)));
  });
});
