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
  it('matches rgbToLab per pixel within 1e-4', async () => {
    const { labPlanes } = await import('./color.js');
    const data = new Uint8Array([224, 172, 150, 141, 85, 36, 0, 0, 0, 255, 255, 255, 3, 2, 1]);
    const p = labPlanes({ data, width: 5, height: 1 });
    for (let i = 0; i < 5; i++) {
      const ref = rgbToLab(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!);
      expect(Math.abs(p.L[i]! - ref[0])).toBeLessThan(1e-4);
      expect(Math.abs(p.a[i]! - ref[1])).toBeLessThan(1e-4);
      expect(Math.abs(p.b[i]! - ref[2])).toBeLessThan(1e-4);
    }
  });
});
