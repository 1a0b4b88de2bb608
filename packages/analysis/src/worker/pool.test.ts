import { afterAll, describe, expect, it } from 'vitest';
import { ImageIntakeError } from '../image/errors.js';
import { canvas, ellipse, encode, paint } from '../testing/synthetic.js';
import sharp from 'sharp';
import { AnalysisTimeoutError, createAnalysisPool } from './pool.js';

const pool = createAnalysisPool(2);
afterAll(() => pool.close());

describe('analysis worker pool', () => {
  it('runs analyses in worker threads without blocking the event loop, with typed errors', async () => {
    const cv = canvas(800, 600);
    paint(cv, ellipse(400, 300, 200, 150), [200, 90, 90]);
    const jpeg = await encode(cv, 'jpeg');
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const analyzed = await Promise.all([
      pool.analyze(jpeg, { module: 7 }),
      pool.analyze(jpeg, { module: 7 }),
      pool.analyze(jpeg, { module: 5 }),
    ]);
    clearInterval(timer);
    const results = analyzed.map((a) => a.result);
    expect(results.map((r) => r.status)).toEqual(['measured', 'measured', 'measured']);
    expect(results[0]!.quantities.erythemaAreaPercent?.value).toBeCloseTo(19.6, 0);
    expect(Buffer.isBuffer(results[0]!.overlays[0]!.png)).toBe(true);
    // The stored derivative comes from the same decode: a metadata-free JPEG of the photo.
    const meta = await sharp(analyzed[0].derivative).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(ticks).toBeGreaterThan(3);
    expect(jpeg.length).toBeGreaterThan(0); // the caller's buffer was not detached
    await expect(pool.analyze(new Uint8Array(), { module: 7 })).rejects.toBeInstanceOf(
      ImageIntakeError,
    );
    await expect(pool.analyze(jpeg, { module: 16 })).rejects.toMatchObject({
      name: 'UnknownModuleError',
      messageKey: 'errors.unknownModule',
    });
  }, 30_000);

  it('stops a task that runs too long, replaces its worker and keeps serving', async () => {
    const jpeg = await encode(canvas(640, 480), 'jpeg');
    await expect(pool.analyze(jpeg, { module: 7 }, 1)).rejects.toBeInstanceOf(AnalysisTimeoutError);
    const after = await Promise.all([
      pool.analyze(jpeg, { module: 7 }),
      pool.analyze(jpeg, { module: 7 }),
    ]);
    expect(after.map((a) => a.result.module.number)).toEqual([7, 7]);
  }, 30_000);
});
