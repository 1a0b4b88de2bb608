import { describe, expect, it } from 'vitest';
import { setBounds } from '../image/mask.js';
import type { Mask } from '../image/mask.js';
import { shapeFeatures as shapeWithin } from './shape.js';

/** The features with the mask's bounding box, as the lesion segmentation passes it. */
const shapeFeatures = (m: Mask, w: number, h: number) => shapeWithin(m, w, h, setBounds(m, w, h));

function maskOf(w: number, h: number, inside: (x: number, y: number) => boolean) {
  const m = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) m[y * w + x] = inside(x, y) ? 1 : 0;
  return m;
}

describe('shapeFeatures (B5 test vectors)', () => {
  it('square with a tab: centroid (25.5, 19.5), X = 0 about the major axis, 0.4 about the minor', () => {
    // 40×40 square at x 0..39, y 0..39, tab 20×20 centred on its right side at x 40..59, y 10..29
    const w = 80;
    const h = 60;
    const m = maskOf(
      w,
      h,
      (x, y) => (x < 40 && y < 40) || (x >= 40 && x < 60 && y >= 10 && y < 30),
    );
    const f = shapeFeatures(m, w, h)!;
    expect(f.area).toBe(2000);
    expect(f.centroid).toEqual({ x: 25.5, y: 19.5 });
    expect(f.orientation).toBeCloseTo(0, 10);
    expect(f.asymmetryMajor).toBeCloseTo(0, 10);
    expect(f.overlapMajor).toBeCloseTo(1, 10);
    expect(f.asymmetryMinor).toBeCloseTo(0.4, 10);
    expect(f.overlapMinor).toBeCloseTo(0.8, 10);
  });

  it('digital disc of radius 50: 7845 px, symmetric, Feret 100, compactness near 1', () => {
    const m = maskOf(140, 140, (x, y) => (x - 70) ** 2 + (y - 70) ** 2 <= 2500);
    const f = shapeFeatures(m, 140, 140)!;
    expect(f.area).toBe(7845);
    expect(f.feretMax).toBeCloseTo(100, 5);
    expect(f.asymmetryMajor).toBeLessThan(0.02);
    expect(f.asymmetryMinor).toBeLessThan(0.02);
    expect(Math.abs(f.perimeter - 2 * Math.PI * 50) / (2 * Math.PI * 50)).toBeLessThan(0.05);
    expect(f.compactness).toBeGreaterThan(0.9);
    expect(f.compactness).toBeLessThan(1.12); // the 4-neighbourhood estimator reads ~5 % long on discs
  });

  it('raster rectangle 100×50: Feret ≈ 111.8 between pixel centres of the corners', () => {
    const m = maskOf(120, 70, (x, y) => x >= 10 && x < 110 && y >= 10 && y < 60);
    const f = shapeFeatures(m, 120, 70)!;
    expect(f.area).toBe(5000);
    expect(f.feretMax).toBeCloseTo(Math.hypot(99, 49), 5);
    expect(f.asymmetryMajor).toBeCloseTo(0, 10);
    expect(f.asymmetryMinor).toBeCloseTo(0, 10);
  });
});

describe('shapeFeatures at the image edge', () => {
  it('flags contact with the image edge, and gives nothing for an empty mask', () => {
    const w = 90;
    const h = 70;
    const blob = (x: number, y: number) => (x - 40) ** 2 / 900 + (y - 30) ** 2 / 400 <= 1;
    expect(shapeFeatures(maskOf(w, h, blob), w, h)!.touchesBorder).toBe(false);
    const cut = maskOf(w, h, (x, y) => blob(x + 15, y));
    expect(shapeFeatures(cut, w, h)!.touchesBorder).toBe(true);
    expect(shapeFeatures(new Uint8Array(w * h), w, h)).toBeNull();
  });
});
