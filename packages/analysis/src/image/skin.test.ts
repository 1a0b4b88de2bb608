import { describe, expect, it } from 'vitest';
import { everyColour } from '../testing/synthetic.js';
import { unpackMask } from './bit-mask.js';
import { skinRegion } from './skin.js';

/** The box of Chai & Ngan (1999) as published, written out on its own as the test's oracle. */
function reference(r: number, g: number, b: number): boolean {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173 && y >= 40 && y <= 250;
}

describe('skinRegion', () => {
  it('marks exactly the colours inside the YCbCr box, for all 16.7 M sRGB colours', () => {
    const img = everyColour();
    const region = skinRegion(img);
    const { skinLikePixels } = region;
    const skinLike = unpackMask(region.skinLike);
    let expected = 0;
    const wrong: number[] = [];
    for (let c = 0; c < img.width * img.height; c++) {
      const inBox = reference(c >> 16, (c >> 8) & 0xff, c & 0xff);
      expected += inBox ? 1 : 0;
      if ((skinLike[c] === 1) !== inBox && wrong.length < 5) wrong.push(c);
    }
    expect(wrong.map((c) => c.toString(16).padStart(6, '0'))).toEqual([]);
    expect(skinLikePixels).toBe(expected);
    expect(expected).toBeGreaterThan(1_000_000); // the box is not empty or trivially small
  });

  it('fills holes enclosed by skin into the ROI, but not regions touching the border', () => {
    const w = 40;
    const h = 30;
    const data = new Uint8Array(w * h * 3);
    const skin = [224, 172, 150];
    for (let i = 0; i < w * h; i++) data.set(skin, 3 * i);
    const paintBlack = (x0: number, y0: number, x1: number, y1: number) => {
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) data.set([0, 0, 0], 3 * (y * w + x));
    };
    paintBlack(10, 10, 15, 15); // enclosed: 25 px
    paintBlack(0, 0, 4, 4); // touches the corner: 16 px
    const region = skinRegion({ data, width: w, height: h });
    expect(region.skinLikePixels).toBe(w * h - 41);
    expect(region.roiPixels).toBe(w * h - 16);
    expect(region.roi[12 * w + 12]).toBe(1);
    expect(region.roi[0]).toBe(0);
  });
});
