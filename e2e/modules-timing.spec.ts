import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { orgs, signIn, useOrganisation } from './support';

const RUNS = 5;
const WIDTH = 4000;
const HEIGHT = 3000;

/** A 12-megapixel skin photo with a red patch; the noise stands in for skin texture. */
function photo12mp(): Promise<Buffer> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 12;
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const inPatch =
        ((x - WIDTH / 2) / (WIDTH / 5)) ** 2 + ((y - HEIGHT / 2) / (HEIGHT / 4)) ** 2 < 1;
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const n = (seed % 41) - 20;
      const i = (y * WIDTH + x) * 3;
      raw[i] = (inPatch ? 200 : 222) + n;
      raw[i + 1] = (inPatch ? 60 : 170) + n;
      raw[i + 2] = (inPatch ? 60 : 140) + n;
    }
  return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Time from choosing a 12 MP photo to seeing its results (issue: median of 5, reported, not
 * asserted). `inPage` runs from the file input's change event to the first animation frame that
 * shows the measurements; `wall` also counts Playwright handing the file to the browser.
 */
test('Redness: time from choosing a 12 MP photo to its results', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const jpeg = await photo12mp();
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  await page.goto('/modules/7');
  await expect(page.getByLabel('Subject ID')).toBeVisible();
  await page.evaluate(() => {
    document.addEventListener(
      'change',
      (e) => {
        if ((e.target as HTMLInputElement).type === 'file')
          (window as unknown as { chosenAt: number }).chosenAt = performance.now();
      },
      true,
    );
  });

  const runs: { inPageMs: number; wallMs: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('region', { name: 'Key figures' })).toHaveCount(0);
    const started = Date.now();
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: `photo-${run}.jpg`, mimeType: 'image/jpeg', buffer: jpeg });
    // Polled on every animation frame: the first frame that shows the results (0 keeps waiting).
    const shownAt = await page.waitForFunction(
      () =>
        document.querySelector('section.headline-figures')?.checkVisibility()
          ? performance.now()
          : 0,
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    const wallMs = Date.now() - started;
    const chosenAt = await page.evaluate(
      () => (window as unknown as { chosenAt: number }).chosenAt,
    );
    runs.push({ inPageMs: Math.round((await shownAt.jsonValue()) - chosenAt), wallMs });
  }

  const report = {
    photo: { width: WIDTH, height: HEIGHT, bytes: jpeg.length },
    runs,
    medianInPageMs: median(runs.map((r) => r.inPageMs)),
    medianWallMs: median(runs.map((r) => r.wallMs)),
  };
  console.log(
    `12 MP photo (${(jpeg.length / 1e6).toFixed(1)} MB) to results, median of ${RUNS}: ` +
      `${report.medianInPageMs} ms in the page, ${report.medianWallMs} ms including the file hand-over ` +
      `(runs: ${runs.map((r) => r.inPageMs).join(', ')} ms)`,
  );
  await testInfo.attach('time-to-results-12mp.json', {
    body: JSON.stringify(report, null, 2),
    contentType: 'application/json',
  });
});
