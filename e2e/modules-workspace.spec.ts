import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, orgs, readmeShot, signIn, useOrganisation } from './support';

/** A textured skin-coloured photo with a coloured ellipse (red patch or dark lesion). */
async function photo(spot: [number, number, number], width = 1200, height = 900) {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 40 - 20;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside =
        ((x - width / 2) / (width / 5)) ** 2 + ((y - height / 2) / (height / 4)) ** 2 < 1;
      const [r, g, b] = inside ? spot : [222, 170, 140];
      const n = rand();
      const i = (y * width + x) * 3;
      raw[i] = Math.max(0, Math.min(255, r + n));
      raw[i + 1] = Math.max(0, Math.min(255, g + n));
      raw[i + 2] = Math.max(0, Math.min(255, b + n));
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function openModule(page: Page, number: number) {
  await page.goto(`/modules/${number}`);
  await expect(page.getByLabel('Subject ID')).toBeVisible();
}

async function upload(page: Page, name: string, buffer: Buffer, mimeType = 'image/jpeg') {
  await page.locator('input[type=file]').first().setInputFiles({ name, mimeType, buffer });
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await useOrganisation(page, orgs.demo);
});

test('module selection lists the organisation modules with the demo label', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'Your AI Modules' })).toBeVisible();
  await expect(page.getByTestId('module-7').getByRole('link', { name: 'Redness' })).toBeVisible();
  await expect(page.getByTestId('module-16')).toHaveCount(0);
  await page.getByText('Login successful').waitFor({ state: 'hidden' });
  await page.screenshot(readmeShot('modules-selection'));
});

test('Redness: upload, overlay and measurements, save, CSV link, clear', async ({ page }) => {
  await openModule(page, 7);
  await page.getByLabel('Subject ID').fill('SUBJ-RED-1');
  const started = Date.now();
  await upload(page, 'red.jpg', await photo([200, 60, 60]));
  await expect(page.getByRole('region', { name: 'Key figures' })).toBeVisible({ timeout: 30_000 });
  console.log(`Redness time to results: ${Date.now() - started} ms`);
  await expect(page.locator('[data-testid^=overlay-]').first()).toBeVisible();
  await page.screenshot(readmeShot('modules-redness-workspace'));
  await page.getByRole('button', { name: 'Save results' }).click();
  await expect(page.getByText('Redness uploaded successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/result\/\d+$/);
  await expect(page.getByTestId('export-csv')).toBeVisible();
  await page.getByRole('button', { name: 'New record' }).click();
  await expect(page.getByTestId('export-csv')).toHaveCount(0);
  await expect(page).toHaveURL(/\/modules\/7$/);
});

test('Dermoscopy: TDS pre-filled from the measurements, edited, band follows', async ({ page }) => {
  await openModule(page, 8);
  await upload(page, 'lesion.jpg', await photo([90, 55, 40]));
  const colors = page.getByRole('spinbutton', { name: 'Colours (1–6)' });
  await expect(page.getByRole('region', { name: 'Key figures' })).toBeVisible({ timeout: 30_000 });
  await expect(colors).not.toHaveValue('');
  for (const [field, value] of [
    ['Asymmetry (0–2)', '2'],
    ['Border (0–8)', '8'],
    ['Colours (1–6)', '6'],
    ['Structures (1–5)', '5'],
  ] as const)
    await page.getByRole('spinbutton', { name: field }).fill(value);
  await expect(page.getByTestId('score-band')).toContainText('highly suggestive');
  await page.getByRole('spinbutton', { name: 'Asymmetry (0–2)' }).fill('0');
  await page.getByRole('spinbutton', { name: 'Border (0–8)' }).fill('0');
  await page.getByRole('spinbutton', { name: 'Colours (1–6)' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Structures (1–5)' }).fill('1');
  await expect(page.getByTestId('score-band')).toContainText('benign');
  await page.screenshot(readmeShot('modules-dermoscopy-workspace'));
  // The calculators name bands in English; the workspace shows them in the user's language.
  await chooseLanguage(page, 'Language', 'Français');
  await expect(page.getByTestId('score-band')).toContainText(
    'zone de lésion mélanocytaire bénigne',
  );
});

test('a module that needs a model says so plainly', async ({ page }) => {
  await openModule(page, 1);
  await upload(page, 'skin.jpg', await photo([200, 120, 100]));
  await expect(page.getByTestId('classification')).toContainText('needs a trained model', {
    timeout: 30_000,
  });
});

test('a corrupt image gives a clear error and nothing is saved', async ({ page }) => {
  await openModule(page, 7);
  await page.getByLabel('Subject ID').fill('SUBJ-BAD');
  const good = await photo([200, 60, 60], 400, 300);
  await upload(page, 'broken.jpg', good.subarray(0, 200));
  await expect(
    page.getByRole('alert').filter({ hasText: /could not be read|not supported|empty/ }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Save results' })).toBeDisabled();
});
