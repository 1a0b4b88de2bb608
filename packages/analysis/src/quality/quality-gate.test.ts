import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadImage } from '../image/intake.js';
import { canvas, encode, paint, rect } from '../testing/synthetic.js';
import { assessQuality } from './quality-gate.js';

const verdicts = (r: ReturnType<typeof assessQuality>) =>
  Object.fromEntries(r.checks.map((c) => [c.check, c.verdict]));

describe('assessQuality', () => {
  it('passes a sharp, well-exposed skin image', async () => {
    const img = await loadImage(await encode(canvas(1200, 900)));
    const r = assessQuality(img);
    expect(verdicts(r)).toEqual({
      resolution: 'pass',
      sharpness: 'pass',
      exposure: 'pass',
      colourCast: 'pass',
      skinFraction: 'pass',
    });
    expect(r.verdict).toBe('pass');
  });

  it('fails a blurred image with a message the UI can show', async () => {
    const png = await sharp(await encode(canvas(1200, 900)))
      .blur(4)
      .png()
      .toBuffer();
    const r = assessQuality(await loadImage(png));
    const sharpness = r.checks.find((c) => c.check === 'sharpness');
    expect(sharpness).toMatchObject({
      verdict: 'fail',
      messageKey: 'quality.sharpness.fail',
      message: 'image is blurred: retake',
    });
    expect(r.verdict).toBe('fail');
  });

  it('flags low resolution, clipping, a blue cast and missing skin', async () => {
    const small = assessQuality(await loadImage(await encode(canvas(600, 450))));
    expect(verdicts(small).resolution).toBe('warn');

    const cv = canvas(1000, 800);
    paint(cv, rect(0, 0, 1000, 300), [255, 255, 255]);
    expect(verdicts(assessQuality(await loadImage(await encode(cv)))).exposure).toBe('fail');

    const blue = assessQuality(await loadImage(await encode(canvas(1000, 800, [150, 170, 224]))));
    expect(verdicts(blue)).toMatchObject({ colourCast: 'fail', skinFraction: 'fail' });
  });
});
