import { expect, test } from '@playwright/test';
import { skinPhoto } from './history-data';
import { orgs, seriousViolations, signIn, useOrganisation } from './support';

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await useOrganisation(page, orgs.demo);
});

for (const { module, name } of [
  { module: 7, name: 'Redness' },
  { module: 8, name: 'Dermoscopy' },
])
  test(`${name} workspace with results has no serious or critical violations`, async ({ page }) => {
    await page.goto(`/modules/${module}`);
    await page.getByLabel('Subject ID').fill('SUBJ-A11Y');
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'skin.jpg', mimeType: 'image/jpeg', buffer: await skinPhoto(0.6) });
    await expect(page.getByRole('region', { name: 'Key figures' })).toBeVisible({
      timeout: 30_000,
    });
    expect(await seriousViolations(page)).toEqual([]);
  });

test('multi-image workspace with a region result has no serious or critical violations', async ({
  page,
}) => {
  await page.goto('/modules/18');
  await page.getByLabel('Subject ID').fill('SUBJ-A11Y');
  await page
    .getByRole('row', { name: /^Trunk/ })
    .locator('input[type=file]')
    .setInputFiles({ name: 'trunk.jpg', mimeType: 'image/jpeg', buffer: await skinPhoto(0.6) });
  await expect(page.getByTestId('region-status-trunk')).toHaveText('Analysed', { timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
});
