import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { skinPhoto } from './history-data';
import { orgs, signIn, useOrganisation } from './support';

/** A textured skin-coloured photo with an ellipse of `spot` colour in the middle. */
async function photo(spot: [number, number, number], width = 1000, height = 750) {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 11;
  const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 40 - 20;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = ((x - width / 2) / (width / 5)) ** 2 + ((y - height / 2) / (height / 4)) ** 2;
      const [r, g, b] = inside < 1 ? spot : [222, 170, 140];
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

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.locator('input[type=file]').first().setInputFiles({
    name,
    mimeType: 'image/jpeg',
    buffer,
  });
}

const legend = (page: Page) => page.getByTestId('overlay-legend');
const opacity = (page: Page) => page.getByRole('slider', { name: 'Overlay opacity' });

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await useOrganisation(page, orgs.demo);
});

test('Redness: each overlay has a legend; the on/off and opacity choices survive a reload', async ({
  page,
}) => {
  await page.goto('/modules/7');
  await page.getByLabel('Subject ID').fill('SUBJ-OVERLAY-1');
  await upload(page, 'red.jpg', await photo([200, 60, 60]));
  await expect(legend(page)).toBeVisible({ timeout: 30_000 });
  // The heat map's scale says what its colours mean, and what is left untinted.
  await expect(legend(page)).toContainText('Redness map');
  await expect(page.getByTestId('overlay-scale')).toContainText('5');
  await expect(page.getByTestId('overlay-scale')).toContainText('25 Δa*');
  await expect(page.getByTestId('overlay-scale')).toContainText('At or below 5 Δa*: not tinted');
  await expect(legend(page)).toContainText('Red area');
  await expect(page.getByTestId('overlay-erythema-mask')).toBeVisible();

  // Switch the red area off and lower the opacity from 60 % to 40 %.
  await legend(page).getByRole('checkbox', { name: 'Red area' }).uncheck();
  await expect(page.getByTestId('overlay-erythema-mask')).toHaveCount(0);
  await opacity(page).focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  await expect(opacity(page)).toHaveAttribute('aria-valuenow', '40');
  await expect(page.getByTestId('overlay-erythema-heatmap')).toHaveCSS('opacity', '0.4');

  await page.reload();
  // The draft comes back after a reload; if it did not, the same photo is analysed again.
  await expect(page.getByRole('heading', { name: 'Redness', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Image quality').or(page.getByText('Drop a photo here')).first(),
  ).toBeVisible();
  if ((await legend(page).count()) === 0) await upload(page, 'red.jpg', await photo([200, 60, 60]));
  await expect(legend(page)).toBeVisible({ timeout: 30_000 });
  await expect(legend(page).getByRole('checkbox', { name: 'Red area' })).not.toBeChecked();
  await expect(page.getByTestId('overlay-erythema-mask')).toHaveCount(0);
  await expect(opacity(page)).toHaveAttribute('aria-valuenow', '40');
  await expect(page.getByTestId('overlay-erythema-heatmap')).toHaveCSS('opacity', '0.4');
  // Back on for the other tests of this user.
  await legend(page).getByRole('checkbox', { name: 'Red area' }).check();
  await expect(page.getByTestId('overlay-erythema-mask')).toBeVisible();
});

test('Dermoscopy: suggested grades are marked until the clinician confirms them', async ({
  page,
}) => {
  await page.goto('/modules/8');
  await upload(page, 'lesion.jpg', await photo([90, 55, 40]));
  const notice = page.getByTestId('suggested-notice');
  await expect(notice).toBeVisible({ timeout: 30_000 });
  const colours = page.getByTestId('calc-colors');
  // antd puts the class on the input's wrapper.
  const marked = page.locator('.calc-suggested');
  await expect(marked.first()).toBeVisible();
  const count = await marked.count();
  expect(count).toBeGreaterThan(0);
  await expect(notice).toContainText(`: ${count}.`);
  const before = await colours.inputValue();
  // The grade descriptors sit beside the inputs.
  await expect(page.getByTestId('grade-guide')).toContainText('asymmetric about one axis');

  await notice.getByRole('button', { name: 'Confirm the suggested values' }).click();
  await expect(notice).toHaveCount(0);
  await expect(marked).toHaveCount(0);
  await expect(page.getByText('Suggested, not confirmed')).toHaveCount(0);
  await expect(colours).toHaveValue(before);
});

test('a photo the quality gate rejected is not tagged "Analysed"; a refused file offers no retry', async ({
  page,
}) => {
  await page.goto('/modules/7');
  // A flat green field: no skin, rejected by the quality gate.
  const green = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 160, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  await upload(page, 'green.jpg', green);
  await expect(page.locator('.work-status')).toHaveText('Rejected by the quality check', {
    timeout: 30_000,
  });
  await expect(page.locator('.work-status')).not.toHaveClass(/ant-tag-success/);

  // Not an image at all, though named like one: the server refuses it, and a retry cannot help.
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('this is not a photograph'),
    });
  await expect(page.locator('.work-status').last()).toHaveText('Failed', { timeout: 30_000 });
  await expect(
    page.getByRole('alert').filter({ hasText: /not supported|could not be read/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('a multi-image module names the region its results card shows', async ({ page }) => {
  await page.goto('/modules/18');
  const checklist = page.getByRole('table', { name: /regions have a result/ });
  await checklist
    .getByRole('row', { name: /^Trunk/ })
    .locator('input[type=file]')
    .setInputFiles({ name: 'trunk.jpg', mimeType: 'image/jpeg', buffer: await skinPhoto(0.9, 3) });
  await expect(page.getByRole('heading', { name: 'Results: Trunk' })).toBeVisible({
    timeout: 30_000,
  });
});
