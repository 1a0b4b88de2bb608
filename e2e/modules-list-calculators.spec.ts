import { expect, test, type Page } from '@playwright/test';
import { skinPhoto } from './history-data';
import { clickSelectOption, orgs, signIn, useOrganisation } from './support';

const field = (page: Page, row: number, column: string) =>
  page.getByRole('spinbutton', { name: `Row ${row} – ${column}`, exact: true });

/** Picks an option of an antd Select by its label. */
async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  // A searchable list (the body sites, in anatomical order) is virtual: type to bring the option in.
  if (await box.isEditable()) await box.fill(option);
  await clickSelectOption(page, box, option);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await useOrganisation(page, orgs.demo);
});

test('VASI: the photographed site is proposed, sites are added and removed, the score follows', async ({
  page,
}) => {
  await page.goto('/modules/9');
  await choose(page, 'Body part', 'Left forearm');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'arm.jpg', mimeType: 'image/jpeg', buffer: await skinPhoto(0.4) });
  await expect(page.getByRole('region', { name: 'Key figures' })).toBeVisible({ timeout: 30_000 });
  // The photographed site is the first row.
  await expect(page.getByRole('combobox', { name: 'Row 1 – Site' })).toBeVisible();
  await expect(page.getByTestId('calc-sites.0.site')).toContainText('Upper extremities');

  for (let row = 2; row <= 6; row++) await page.getByRole('button', { name: 'Add a site' }).click();
  // New rows take the sites not listed yet; the sixth repeats the first (another patch group).
  await expect(page.getByTestId('calc-sites.1.site')).toContainText('Hands');
  await expect(page.getByTestId('calc-sites.4.site')).toContainText('Feet');
  await page.getByRole('button', { name: 'Remove row 6' }).click();
  await expect(page.getByRole('button', { name: 'Remove row 6' })).toHaveCount(0);

  // Worked example of clinical-scoring.md A4: 9.5.
  const grades: [number, string, string][] = [
    [1, '3', '50 %'],
    [2, '2', '75 %'],
    [3, '4', '25 %'],
    [4, '5', '90 %'],
    [5, '1', '100 %'],
  ];
  for (const [row, handUnits, level] of grades) {
    await field(page, row, 'Hand units').fill(handUnits);
    await choose(page, `Row ${row} – Depigmentation`, level);
  }
  await expect(page.getByTestId('score')).toContainText('9.5');
  await field(page, 5, 'Hand units').fill('');
  await expect(page.getByTestId('score')).toContainText('Incomplete: 1 inputs missing');
});

test('NAPSI: nails are added, graded 0–4 and summed', async ({ page }) => {
  await page.goto('/modules/4');
  await expect(page.getByText('No nails yet: add each nail assessed.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a nail' }).click();
  await page.getByRole('button', { name: 'Add a nail' }).click();
  await expect(page.getByTestId('calc-nails.1.nail')).toContainText('Right hand: index finger');
  await field(page, 1, 'Matrix (0–4)').fill('2');
  await field(page, 1, 'Bed (0–4)').fill('3');
  await field(page, 2, 'Matrix (0–4)').fill('4');
  await expect(page.getByTestId('score')).toContainText('Incomplete: 1 inputs missing');
  await field(page, 2, 'Bed (0–4)').fill('0');
  await expect(page.getByTestId('score')).toContainText('9');
  await expect(page.getByTestId('score')).toContainText('/ 16');
});
