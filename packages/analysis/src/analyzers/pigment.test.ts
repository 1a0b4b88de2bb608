import { describe, expect, it } from 'vitest';
import { packMask, unpackMask } from '../image/bit-mask.js';
import { labPlane, melaninIndex, SRGB_TO_LINEAR } from '../image/color.js';
import { quantiles } from '../image/filters.js';
import { loadImage } from '../image/intake.js';
import { openBits } from '../image/morphology.js';
import { heatmapOverlay, maskOverlay } from '../image/overlay.js';
import { skinRegion } from '../image/skin.js';
import { canvas, ellipse, encode, paint, rect, SKIN } from '../testing/synthetic.js';
import { depigmentationAnalyzer, melaninQuantiles, melasmaAnalyzer } from './pigment.js';

describe('melaninQuantiles', () => {
  it('equals the order statistics of the sorted melanin indices', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 256;
    const pixels = Array.from({ length: 5000 }, () => Math.floor((random() * random()) / 256));
    const reds = new Uint32Array(256);
    for (const red of pixels) reds[red]!++;
    const sorted = pixels
      .map((red) => Math.fround(melaninIndex(Math.max(SRGB_TO_LINEAR[red]!, 1e-4))))
      .sort((a, b) => a - b);
    const qs = [0, 0.02, 0.5, 0.98, 1];
    const expected = qs.map(
      (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))],
    );
    expect(melaninQuantiles(reds, qs)).toEqual(expected);
    expect(melaninQuantiles(new Uint32Array(256), [0.5])).toEqual([Number.NaN]);
  });
});

describe('pigment deviation', () => {
  it('gives the mask, contrasts and heatmap of the plain per-pixel pipeline, sums exactly', async () => {
    // A band on the left edge, far darker or lighter but not skin-like, stays outside the ROI.
    for (const [analyzer, sign, delta, rgb, colour, band] of [
      [melasmaAnalyzer, -1, 8, [175, 120, 95], [120, 60, 0, 150], [40, 60, 120]],
      [depigmentationAnalyzer, 1, 10, [245, 235, 228], [0, 160, 255, 150], [255, 255, 255]],
    ] as const) {
      const cv = canvas(801, 603, SKIN, 10, 4);
      paint(cv, ellipse(300, 300, 150, 100), rgb);
      paint(cv, ellipse(600, 180, 60, 50), [rgb[0] - 20, rgb[1] - 20, rgb[2] - 20]);
      paint(cv, rect(0, 0, 60, 603), band);
      const img = await loadImage(await encode(cv), { maxSide: 768 });
      const skin = skinRegion(img);
      const out = await analyzer.run({ img, skin }, {});

      const { width: w, height: h, data } = img;
      const L = labPlane(img, 'L');
      const reference = out.quantities.referenceLightness!.value!;
      const [median = Number.NaN] = quantiles(L, unpackMask(skin.skinLike), [0.5]);
      expect(Math.abs(reference - median)).toBeLessThan(0.05);
      const roi = skin.roi;
      const deviating = roi.map((v, i) => (v && sign * (L[i]! - reference) >= delta ? 1 : 0));
      const mask = unpackMask(openBits(packMask(deviating, w, h), 1));
      const mi = Float32Array.from({ length: w * h }, (_, i) =>
        Math.fround(melaninIndex(Math.max(SRGB_TO_LINEAR[data[3 * i]!]!, 1e-4))),
      );
      const sums = { in: [0, 0, 0], out: [0, 0, 0] }; // count, MI, L in raster order
      const reds = new Uint32Array(256);
      for (let i = 0; i < w * h; i++) {
        if (!roi[i]) continue;
        reds[data[3 * i]!]!++;
        const side = mask[i] ? sums.in : sums.out;
        side[0]!++;
        side[1]! += mi[i]!;
        side[2]! += L[i]!;
      }
      const [nIn, miIn, lIn] = sums.in as [number, number, number];
      const [nOut, miOut, lOut] = sums.out as [number, number, number];
      const prefix = sign < 0 ? 'pigmented' : 'depigmented';
      const value = (k: string) => out.quantities[k]?.value;
      expect(nIn).toBeGreaterThan(1000);
      expect(skin.roiPixels).toBeLessThan(0.95 * w * h);
      expect(value(`${prefix}AreaPercent`)).toBe((100 * nIn) / skin.roiPixels);
      expect(value('melaninIndexContrast')).toBe(miIn / nIn - miOut / nOut);
      expect(value('lightnessContrast')).toBe(lIn / nIn - lOut / nOut);
      const [lo = 0, hi = 1] = melaninQuantiles(reds, [0.02, 0.98]);
      const expected = await Promise.all([
        maskOverlay('', mask, w, h, colour, ''),
        heatmapOverlay('', mi, roi, w, h, [lo, hi], ''),
      ]);
      expect(out.overlays.map((o) => o.png)).toEqual(expected.map((o) => o.png));
    }
  });
});
