import { splitMeans } from '../testing/reference.js';
import { describe, expect, it } from 'vitest';
import { labPlanes } from '../image/color.js';
import { loadImage } from '../image/intake.js';
import { skinRegion } from '../image/skin.js';
import { canvas, ellipse, encode, paint, type Canvas, type Rgb } from '../testing/synthetic.js';
import { segmentLesion } from './lesion.js';
import { colourContrast, colourCount } from './lesion-colour.js';

/** The canvas as a working image (PNG, so the pixels stay as painted) and its segmentation. */
const segment = async (cv: Canvas) => {
  const img = await loadImage(await encode(cv, 'png'));
  return { img, seg: segmentLesion({ img, skin: skinRegion(img) }) };
};

describe('lesion colour', () => {
  it('measures the lesion against the rest of the frame within 0.05 of every pixel', async () => {
    const cv = canvas(800, 600, [210, 160, 140], 12);
    // A lighting gradient across the frame: a sample on a regular grid would be biased by it.
    for (let i = 0; i < cv.data.length; i++)
      cv.data[i] = Math.min(255, cv.data[i]! * (0.8 + (0.4 * ((i / 3) % 800)) / 800));
    paint(cv, ellipse(400, 300, 140, 100), [90, 55, 40]);
    const { img, seg } = await segment(cv);
    const contrast = colourContrast(img, seg)!;
    const planes = labPlanes(img);
    for (const p of ['L', 'a', 'b'] as const) {
      const { inside, outside } = splitMeans(planes[p], seg.mask);
      expect(Math.abs(contrast[p] - (inside - outside))).toBeLessThan(0.05);
    }
  });

  it('counts reference colours with their share, white only where lighter than the skin', async () => {
    const lesion = async (skin: Rgb) => {
      const cv = canvas(400, 300, skin, 4);
      paint(cv, ellipse(200, 150, 80, 80), [95, 55, 35]); // dark brown
      paint(cv, ellipse(170, 150, 30, 30), [25, 22, 22]); // black
      paint(cv, ellipse(235, 150, 25, 25), [235, 230, 225]); // white, inside the lesion
      const { img, seg } = await segment(cv);
      return colourCount(img, seg).present;
    };
    expect(await lesion([224, 172, 150])).toEqual(['white', 'dark brown', 'black']);
    expect(await lesion([250, 248, 246])).toEqual(['dark brown', 'black']);
  });

  it('has nothing to measure without a lesion', async () => {
    const { img, seg } = await segment(canvas(64, 48, [224, 172, 150], 0));
    expect(colourContrast(img, seg)).toBeNull();
    expect(colourCount(img, seg)).toEqual({ count: 0, present: [] });
  });
});
