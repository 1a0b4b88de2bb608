import { expect, test, type Locator, type Page } from '@playwright/test';
import { skinPhoto } from './history-data';
import { clickSelectOption, orgs, signIn, useOrganisation } from './support';

const field = (page: Page, row: number, column: string) =>
  page.getByRole('spinbutton', { name: `Row ${row} – ${column}`, exact: true });

/**
 * Picks an option of an antd Select by its label and waits until `shown` (the Select, by default)
 * shows it. On a slow machine a click during the list's opening animation can miss: the list is
 * opened and the option picked again until the choice shows (picking it twice changes nothing).
 */
async function choose(page: Page, label: string, option: string, shown?: Locator) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await expect(async () => {
    if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click();
    // A searchable list (the body sites, in anatomical order) is virtual: type to bring the option in.
    if (await box.isEditable()) await box.fill(option);
    await clickSelectOption(page, box, option);
    await expect(
      shown ??
        box.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]'),
    ).toContainText(option, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Types a number into a cell and checks it took before the next step relies on it. */
async function fillCell(page: Page, row: number, column: string, value: string) {
  await field(page, row, column).fill(value);
  await expect(field(page, row, column)).toHaveValue(value);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await useOrganisation(page, orgs.demo);
});

test('VASI: the photographed site is proposed, sites are added and removed, the score follows', async ({
  page,
}) => {
  // An analysis and some thirty entries, each checked: on a loaded 2-core machine more than 45 s.
  test.setTimeout(120_000);
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
    await fillCell(page, row, 'Hand units', handUnits);
    const depigmentation = page.getByTestId(`calc-sites.${row - 1}.depigmentation`);
    await choose(page, `Row ${row} – Depigmentation`, level, depigmentation);
  }
  // Every entry is still there (a value lost after it took would show here, by row).
  for (const [row, handUnits] of grades)
    await expect(field(page, row, 'Hand units')).toHaveValue(`${handUnits}.00`);
  await expect(page.getByTestId('score')).toContainText('9.5');
  await fillCell(page, 5, 'Hand units', '');
  await expect(page.getByTestId('score')).toContainText('Incomplete: 1 inputs missing');
});

test('NAPSI: nails are added, graded 0–4 and summed', async ({ page }) => {
  await page.goto('/modules/4');
  await expect(page.getByText('No nails yet: add each nail assessed.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a nail' }).click();
  await page.getByRole('button', { name: 'Add a nail' }).click();
  await expect(page.getByTestId('calc-nails.1.nail')).toContainText('Right hand: index finger');
  await fillCell(page, 1, 'Matrix (0–4)', '2');
  await fillCell(page, 1, 'Bed (0–4)', '3');
  await fillCell(page, 2, 'Matrix (0–4)', '4');
  await expect(page.getByTestId('score')).toContainText('Incomplete: 1 inputs missing');
  await fillCell(page, 2, 'Bed (0–4)', '0');
  await expect(page.getByTestId('score')).toContainText('9');
  await expect(page.getByTestId('score')).toContainText('/ 16');
});
