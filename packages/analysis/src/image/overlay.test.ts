import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prng } from '../testing/synthetic.js';
import { heatmapOverlay, maskOverlay, markersOverlay, outlineFor } from './overlay.js';
import { encodeIndexedPng } from './png.js';

/** Decoded RGBA pixels and the metadata sharp (libvips) reads from a PNG. */
async function decode(png: Buffer) {
  const meta = await sharp(png).metadata();
  const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const px = (i: number) => [...data.subarray(i * 4, i * 4 + 4)];
  return { meta, px };
}

describe('indexed PNG overlays', () => {
  it('encode palette indices as a valid PNG with per-entry transparency', async () => {
    const indices = Uint8Array.from({ length: 7 * 5 }, (_, i) => i % 3);
    const png = await encodeIndexedPng(indices, 7, 5, [
      [0, 0, 0, 0],
      [255, 0, 0, 140],
      [10, 20, 30, 255],
    ]);
    const { meta, px } = await decode(png);
    expect([meta.format, meta.width, meta.height, meta.channels, meta.exif]).toEqual([
      'png',
      7,
      5,
      4,
      undefined,
    ]);
    expect([px(0), px(1), px(2), px(34)]).toEqual([
      [0, 0, 0, 0],
      [255, 0, 0, 140],
      [10, 20, 30, 255],
      [255, 0, 0, 140],
    ]);
    // Its own memory, not a slice of Node's buffer pool: the worker transfers it to the caller.
    expect([png.byteOffset, png.buffer.byteLength]).toEqual([0, png.length]);
    await expect(encodeIndexedPng(indices, 6, 5, [[0, 0, 0, 0]])).rejects.toThrow(RangeError);
  });

  it('pack two-colour overlays one bit a pixel, any width', async () => {
    const rnd = prng(9);
    for (const [w, h] of [
      [1, 1],
      [7, 3],
      [16, 2],
      [37, 5],
      [770, 4],
    ] as const) {
      const indices = Uint8Array.from({ length: w * h }, () => (rnd() < 0.3 ? 1 : 0));
      const png = await encodeIndexedPng(indices, w, h, [
        [0, 0, 0, 0],
        [0, 160, 255, 150],
      ]);
      expect(png[24], 'bit depth').toBe(1);
      const { px } = await decode(png);
      const decoded = Array.from(indices, (_, i) => px(i)[3]);
      expect(decoded, `${w} × ${h}`).toEqual(Array.from(indices, (v) => (v ? 150 : 0)));
    }
  });

  it('draw a mask, a heatmap ramp and marker rings with the former colours', async () => {
    const w = 40;
    const h = 30;
    const mask = Uint8Array.from({ length: w * h }, (_, i) => (i % w < 20 ? 1 : 0));
    const m = await decode((await maskOverlay('m', mask, w, h, [0, 160, 255, 150], '')).png);
    expect([m.px(0), m.px(39)]).toEqual([
      [0, 160, 255, 150],
      [0, 0, 0, 0],
    ]);
    const values = Float32Array.from({ length: w * h }, (_, i) => i % w);
    const heat = await heatmapOverlay('h', values, mask, w, h, [0, 18], '');
    // Half resolution: heatmap pixel (x, y) shows working pixel (2x, 2y).
    expect([heat.width, heat.height]).toEqual([20, 15]);
    const hp = (await decode(heat.png)).px;
    // t = 0 blue, t = ½ yellow, t = 1 red, alpha 170; transparent outside the mask.
    expect([hp(0), hp(20 + 9), hp(12)]).toEqual([
      [0, 0, 255, 170],
      [255, 0, 0, 170],
      [0, 0, 0, 0],
    ]);
    const [r, g, b, a] = hp(2 * 20 + 5); // working x = 10, t = 10/18 ≈ 0.56: yellow turning red
    expect([r, Math.abs(g! - 510 * (1 - 10 / 18)) <= 2, b, a]).toEqual([255, true, 0, 170]);
    // The same values given only where the heatmap reads them (odd height: 15 rows of 30 → 15).
    const sampled = Float32Array.from({ length: 20 * 15 }, (_, o) => 2 * (o % 20));
    const fromSamples = await heatmapOverlay('h', sampled, mask, w, h, [0, 18], '', 'heatmap');
    expect(fromSamples.png.equals(heat.png)).toBe(true);
    const odd = await heatmapOverlay('o', sampled, mask, 39, 29, [0, 18], '', 'heatmap');
    expect([odd.width, odd.height]).toEqual([20, 15]);
    const rings = await markersOverlay('p', [{ x: 20, y: 15, r: 4 }], w, h, [0, 255, 255, 255], '');
    const rp = (await decode(rings.png)).px;
    expect([rp(15 * w + 25), rp(15 * w + 20)]).toEqual([
      [0, 255, 255, 255],
      [0, 0, 0, 0],
    ]);
  });

  it('outline masks and rings outside the shape in a contrasting colour, two bits a pixel', async () => {
    const w = 9;
    const h = 5;
    const mask = Uint8Array.from({ length: w * h }, (_, i) => (i % w >= 3 && i % w <= 5 ? 1 : 0));
    const m = await maskOverlay('m', mask, w, h, [255, 255, 0, 120], '');
    expect(m.png[24], 'bit depth').toBe(2);
    const { px } = await decode(m.png);
    // Columns 0-1 untouched, 2 and 6 the dark halo, 3-5 the fill; the mask itself is not changed.
    expect([px(1), px(2), px(4), px(6), px(7)]).toEqual([
      [0, 0, 0, 0],
      [20, 20, 20, 230],
      [255, 255, 0, 120],
      [20, 20, 20, 230],
      [0, 0, 0, 0],
    ]);
    expect(mask[2]).toBe(0);
    // Across words (pixel x is bit x & 31) and rows: columns x = 31 and 64, y 1-2, of 70 × 4.
    const sq = Uint8Array.from({ length: 70 * 4 }, (_, i) =>
      [31, 64].includes(i % 70) && [1, 2].includes(Math.floor(i / 70)) ? 1 : 0,
    );
    const sp = (await decode((await maskOverlay('s', sq, 70, 4, [255, 255, 0, 120], '')).png)).px;
    const alphas = (y: number) => [30, 31, 32, 63, 64, 65].map((x) => sp(y * 70 + x)[3]);
    expect([0, 1, 3].map(alphas)).toEqual([
      [0, 230, 0, 0, 230, 0],
      [230, 120, 230, 230, 120, 230],
      [0, 230, 0, 0, 230, 0],
    ]);
    expect(sp(69)[3]).toBe(0);
    expect(m.legend).toEqual({ type: 'colour', colour: [255, 255, 0], outline: [20, 20, 20] });
    // Dark fills get a white outline.
    expect([outlineFor([120, 60, 0]), outlineFor([0, 160, 255])]).toEqual([
      [255, 255, 255],
      [20, 20, 20],
    ]);
    const rings = await markersOverlay(
      'p',
      [{ x: 20, y: 15, r: 4 }],
      40,
      30,
      [255, 255, 0, 255],
      '',
    );
    const rp = (await decode(rings.png)).px;
    // Ring at radius 5 and 6, halo at 4 and 7, centre clear.
    expect(
      [15 * 40 + 23, 15 * 40 + 24, 15 * 40 + 25, 15 * 40 + 26, 15 * 40 + 27, 15 * 40 + 20].map(
        (i) => rp(i),
      ),
    ).toEqual([
      [0, 0, 0, 0],
      [20, 20, 20, 230],
      [255, 255, 0, 255],
      [255, 255, 0, 255],
      [20, 20, 20, 230],
      [0, 0, 0, 0],
    ]);
  });

  it('leave a heatmap transparent at or below its floor when asked, and describe its scale', async () => {
    const w = 8;
    const h = 2;
    const values = Float32Array.from({ length: w * h }, (_, i) => i % w);
    const all = new Uint8Array(w * h).fill(1);
    const scale = { lo: 0, hi: 6, unit: 'Δa*', belowLo: 'transparent' as const };
    const heat = await heatmapOverlay('h', values, all, w, h, [2, 6], '', 'working', scale);
    const { px } = await decode(heat.png);
    // Heatmap pixels show working x = 0, 2, 4, 6: values 0 and 2 are at or below the floor.
    expect([px(0)[3], px(1)[3], px(2), px(3)]).toEqual([
      0,
      0,
      [255, 255, 0, 170],
      [255, 0, 0, 170],
    ]);
    expect(heat.legend).toEqual({
      type: 'scale',
      colours: [
        [0, 0, 255],
        [255, 255, 0],
        [255, 0, 0],
      ],
      ...scale,
    });
    const lowest = await heatmapOverlay('h', values, all, w, h, [2, 6], '');
    expect((await decode(lowest.png)).px(0)).toEqual([0, 0, 255, 170]);
  });
});
