import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base } from '@playwright/test';
import { orgs, signIn, useOrganisation } from './support';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * One frame of skin with a red patch as a Y4M video (4:2:0), the format Chromium's fake camera
 * plays in a loop. Its own test pattern is a green field, which the quality gate rightly rejects
 * as "no skin", so the camera would only ever show a retake verdict.
 */
async function skinVideo(path: string) {
  const rgb = (x: number, y: number): [number, number, number] => {
    const inPatch = ((x - WIDTH / 2) / 150) ** 2 + ((y - HEIGHT / 2) / 100) ** 2 < 1;
    const n = (((x * 7919 + y * 104729) % 41) - 20) * 0.8;
    return inPatch ? [200 + n, 70 + n, 70 + n] : [222 + n, 170 + n, 140 + n];
  };
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  const ySize = WIDTH * HEIGHT;
  const cSize = ySize / 4;
  const frame = Buffer.alloc(ySize + 2 * cSize);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const [r, g, b] = rgb(x, y);
      frame[y * WIDTH + x] = clamp(0.299 * r + 0.587 * g + 0.114 * b);
      if (x % 2 === 0 && y % 2 === 0) {
        const i = (y / 2) * (WIDTH / 2) + x / 2;
        frame[ySize + i] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        frame[ySize + cSize + i] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  const header = `YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\nFRAME\n`;
  await writeFile(path, Buffer.concat([Buffer.from(header, 'ascii'), frame]));
}

/** The project's fake camera (chromium-fake-camera), fed with the skin video above. */
const test = base.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use, workerInfo) => {
      const feed = join(tmpdir(), `dermadesk-e2e-camera-${workerInfo.workerIndex}.y4m`);
      await skinVideo(feed);
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), `--use-file-for-fake-video-capture=${feed}`],
      });
    },
    { scope: 'worker' },
  ],
});

test('Redness from the camera: preview, capture, analysis with measurements', async ({ page }) => {
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  await page.goto('/modules/7');
  await page.getByLabel('Subject ID').fill('SUBJ-CAM-1');

  await page.getByRole('button', { name: 'Take a photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Camera' });
  await expect(dialog.getByLabel('Camera preview')).toBeVisible();
  await dialog.getByRole('button', { name: 'Capture' }).click();
  await expect(dialog).toBeHidden();

  const item = page.locator('.image-item').filter({ hasText: /^camera-\d+\.jpg/ });
  await expect(item).toContainText('Analysed', { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Image quality' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Key figures' })).toBeVisible();
  await expect(page.locator('[data-testid^=overlay-]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save results' })).toBeEnabled();
});
