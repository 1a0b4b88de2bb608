import { describe, expect, it } from 'vitest';
import { labPlane } from '../image/color.js';
import { otsuThreshold } from '../image/filters.js';
import { boxBlur } from '../testing/reference.js';
import { loadImage } from '../image/intake.js';
import { fillHolesCounted } from '../image/mask.js';
import { close } from '../image/morphology.js';
import { heatmapOverlay, maskOverlay } from '../image/overlay.js';
import { skinRegion } from '../image/skin.js';
import { canvas, ellipse, encode, line, paint, prng } from '../testing/synthetic.js';
import { hairLossAnalyzer, lightnessHistogram } from './hair-loss.js';

/** Pixels per L* rounded and clamped to 0..100, one at a time. */
function histogram(L: Float32Array): number[] {
  const hist = new Array<number>(101).fill(0);
  for (const v of L) hist[Math.min(100, Math.max(0, Math.round(v)))]!++;
  return hist;
}

/** Otsu on rounded L*, or 45 when the classes are < 20 L* apart. */
function threshold(L: Float32Array): number {
  const hist = histogram(L);
  const { t } = otsuThreshold(hist);
  const mean = (bins: number[], from: number) =>
    bins.reduce((s, c, i) => s + c * (i + from), 0) / bins.reduce((s, c) => s + c, 0);
  return mean(hist.slice(t + 1), t + 1) - mean(hist.slice(0, t + 1), 0) >= 20 ? t : 45;
}

describe('hair loss', () => {
  it('counts pixels per rounded L*, clamped to 0..100, for any number of pixels', () => {
    const rnd = prng(4);
    for (const n of [0, 1, 3, 4, 7, 1001]) {
      // Half on or beside the rounding boundaries k + ½, a few outside 0..100.
      const L = Float32Array.from({ length: n }, () =>
        rnd() < 0.5 ? Math.floor(rnd() * 110) - 5 + 0.5 * rnd() : rnd() * 120 - 10,
      );
      expect(Array.from(lightnessHistogram(L))).toEqual(histogram(L));
    }
  });

  it('gives the bald mask, its percentage and the density heatmap of the plain byte and float pipeline', async () => {
    for (const [w, h, strands] of [
      [800, 600, 9000],
      [801, 597, 4000],
      [501, 301, 0],
    ] as const) {
      const cv = canvas(w, h);
      const rnd = prng(w);
      for (let i = 0; i < strands; i++) {
        const [x, y, a] = [rnd() * w, rnd() * h, rnd() * Math.PI];
        line(cv, x, y, x + 25 * Math.cos(a), y + 25 * Math.sin(a), 2, [40, 30, 25]);
      }
      paint(cv, ellipse(w / 2, h / 2, w / 5, w / 5), [224, 172, 150]);
      const img = await loadImage(await encode(cv), { maxSide: 768 });
      const skin = skinRegion(img);
      const out = await hairLossAnalyzer.run({ img, skin }, {});

      const { width: W, height: H } = img;
      const L = labPlane(img, 'L');
      const t = threshold(L);
      const r = Math.max(2, Math.round(0.03 * Math.min(W, H)));
      const hair = Uint8Array.from(L, (v) => (v <= t ? 1 : 0));
      const scalp = hair.map((v, i) => v | skin.roi[i]!);
      const { mask: roi, count } = fillHolesCounted(scalp, W, H);
      const closed = close(hair, W, H, r);
      const bald = roi.map((v, i) => v & (closed[i]! ^ 1));
      const baldN = bald.reduce((s, v) => s + v, 0);
      const density = boxBlur(Float32Array.from(hair), W, H, r);
      const expected = await Promise.all([
        maskOverlay('', bald, W, H, [255, 0, 255, 130], ''),
        heatmapOverlay('', density, roi, W, H, [0, 0.5], ''),
      ]);

      expect(out.quantities.hairPixelThreshold?.value).toBe(t);
      expect(out.method.parameters).toMatchObject({ threshold: t, closingRadiusPx: r });
      expect(out.quantities.hairLossAreaPercent?.value).toBe((100 * baldN) / count);
      expect(out.overlays.map((o) => o.png)).toEqual(expected.map((o) => o.png));
    }
  });
});
