import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, orgs, signIn, useOrganisation } from './support';

/** Skin with a dozen papule-sized red spots: the Acne module rings them as candidates. */
async function acnePhoto() {
  const spots = Array.from(
    { length: 12 },
    (_, i) => `<circle cx="${180 + (i % 4) * 260}" cy="${200 + Math.floor(i / 4) * 250}" r="16"/>`,
  ).join('');
  const svg = `<svg width="1200" height="900" xmlns="http://www.w3.org/2000/svg">
    <rect width="100%" height="100%" fill="rgb(224,172,140)"/>
    <g fill="rgb(196,70,70)">${spots}</g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

/** The text of a downloaded PDF, as poppler's pdftotext reads it (spaces collapsed). */
async function downloadedPdfText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes });
  return text.stdout.toString('utf8').replace(/\s+/g, ' ');
}

const GRADES = [
  ['Forehead', '2'],
  ['Right cheek', '3'],
  ['Left cheek', '2'],
  ['Nose', '1'],
  ['Chin', '1'],
  ['Chest and upper back', '0'],
] as const;

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await useOrganisation(page, orgs.demo);
});

test('the result page shows the GAGS grades, score and band as entered, and its PDF', async ({
  page,
}) => {
  // An analysis, three downloads and a language switch: more than the default 45 s on a busy host.
  test.setTimeout(120_000);
  await page.goto('/modules/2');
  await page.getByLabel('Subject ID').fill('ACNE-E2E-1');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: await acnePhoto() });
  await expect(page.getByRole('region', { name: 'Key figures' })).toBeVisible({ timeout: 30_000 });
  for (const [field, value] of GRADES)
    await page.getByRole('spinbutton', { name: field }).fill(value);
  // 2·2 + 2·3 + 2·2 + 1 + 1 + 3·0 = 16: mild (Doshi 1997).
  await expect(page.getByTestId('score-band')).toContainText('mild');
  await page.getByRole('button', { name: 'Save results' }).click();
  await expect(page.getByText('Acne uploaded successfully.')).toBeVisible();

  // The workspace offers the PDF of a single-image result too.
  const fromWorkspace = await downloadedPdfText(page, () => page.getByTestId('export-pdf').click());
  expect(fromWorkspace).toContain('GAGS 16 / 44');

  await page.getByRole('link', { name: 'Open the saved result' }).click();
  const clinician = page.getByTestId('clinician-calculator');
  await expect(page.getByTestId('clinician-score')).toHaveText('16');
  await expect(clinician).toContainText('/ 44');
  await expect(page.getByTestId('clinician-band')).toHaveText('mild');
  const grades = page.getByTestId('clinician-grades');
  for (const [field, value] of GRADES)
    await expect(
      grades.locator('th', { hasText: field }).locator('xpath=following-sibling::td[1]'),
    ).toHaveText(value);

  const text = await downloadedPdfText(page, () => page.getByTestId('download-pdf').click());
  for (const phrase of ['Demo Clinic', 'ACNE-E2E-1', 'GAGS 16 / 44', 'mild', 'Key figures'])
    expect(text).toContain(phrase);
  for (const [field, value] of GRADES.slice(0, 5)) expect(text).toContain(`${field} ${value}`);

  // In French: the band and grade names on the page, and the report in French.
  await chooseLanguage(page, 'Language', 'Français');
  await expect(page.getByTestId('clinician-band')).toHaveText('léger');
  await expect(grades).toContainText('Front');
  const french = await downloadedPdfText(page, () => page.getByTestId('download-pdf').click());
  expect(french).toContain('Évaluation du clinicien');
  expect(french).toContain('GAGS 16 / 44');
});
