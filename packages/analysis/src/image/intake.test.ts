import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { canvas, encode, paint, rect } from '../testing/synthetic.js';
import { ImageIntakeError } from './errors.js';
import { encodeDerivative, loadImage } from './intake.js';

async function refusal(p: Promise<unknown>) {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ImageIntakeError);
  return e as ImageIntakeError;
}

/** A PNG with only a signature and an IHDR chunk claiming the given size (no pixel data). */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const type = Buffer.from('IHDR');
  const len = Buffer.alloc(4);
  len.writeUInt32BE(13);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, ihdr])));
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), len, type, ihdr, crc]);
}

describe('loadImage', () => {
  it('decodes JPEG, PNG and WebP into a bounded sRGB working copy with the scale', async () => {
    const cv = canvas(600, 400);
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const img = await loadImage(await encode(cv, format), { maxSide: 300 });
      expect(img.source).toMatchObject({ format, width: 600, height: 400, orientation: 1 });
      expect([img.width, img.height, img.scale]).toEqual([300, 200, 2]);
      expect(img.data.length).toBe(300 * 200 * 3);
    }
  });

  it('applies EXIF orientation (6 = rotate 90° clockwise) and reports oriented geometry', async () => {
    const cv = canvas(200, 100, [40, 40, 200], 0);
    paint(cv, rect(0, 0, 100, 100), [220, 30, 30]); // red left half
    const jpeg = await sharp(await encode(cv, 'png'))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const img = await loadImage(jpeg);
    expect([img.width, img.height]).toEqual([100, 200]);
    expect(img.source.orientation).toBe(6);
    // after rotating clockwise the former left half is on top
    expect(img.data[(10 * 100 + 50) * 3]).toBeGreaterThan(180);
    expect(img.data[(190 * 100 + 50) * 3]).toBeLessThan(80);
  });

  it('strips all metadata from stored derivatives', async () => {
    const jpeg = await sharp(await encode(canvas(64, 64), 'png'))
      .jpeg()
      .withExif({ IFD0: { Copyright: 'patient 42', Make: 'PhoneCam' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const meta = await sharp(await encodeDerivative(await loadImage(jpeg))).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it('refuses bad inputs with typed 4xx errors', async () => {
    const empty = await refusal(loadImage(new Uint8Array()));
    expect([empty.code, empty.httpStatus]).toEqual(['EMPTY_FILE', 400]);

    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200)]);
    const z = await refusal(loadImage(zip));
    expect([z.code, z.httpStatus, z.messageKey]).toEqual([
      'UNSUPPORTED_FORMAT',
      415,
      'image.error.unsupportedFormat',
    ]);

    const bomb = await refusal(loadImage(pngHeader(50_000, 50_000)));
    expect([bomb.code, bomb.httpStatus]).toEqual(['TOO_MANY_PIXELS', 413]);

    const jpeg = await encode(canvas(400, 300), 'jpeg');
    const truncated = await refusal(loadImage(jpeg.subarray(0, Math.floor(jpeg.length / 2))));
    expect([truncated.code, truncated.httpStatus]).toEqual(['CORRUPT_IMAGE', 400]);

    const big = await refusal(loadImage(jpeg, { maxBytes: 1000 }));
    expect([big.code, big.httpStatus]).toEqual(['FILE_TOO_LARGE', 413]);

    const heic = Buffer.concat([
      Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64),
    ]);
    const h = await refusal(loadImage(heic));
    expect([h.code, h.httpStatus]).toEqual(['UNSUPPORTED_FORMAT', 415]);
  });
});

describe('HEIF family', () => {
  it('decodes AVIF (libheif with AV1 is in the prebuilt sharp)', async () => {
    const avif = await sharp(await encode(canvas(320, 240), 'png'))
      .avif({ effort: 0 })
      .toBuffer();
    const img = await loadImage(avif);
    expect(img.source).toMatchObject({ format: 'avif', width: 320, height: 240 });
  });
});

describe('header dimensions', () => {
  it('reads JPEG and WebP sizes without decoding and refuses oversized ones', async () => {
    const big = canvas(800, 600);
    for (const format of ['jpeg', 'webp'] as const) {
      const e = await refusal(loadImage(await encode(big, format), { maxPixels: 400_000 }));
      expect(e.code).toBe('TOO_MANY_PIXELS');
      expect(e.details).toMatchObject({ width: 800, height: 600 });
    }
  });
});
