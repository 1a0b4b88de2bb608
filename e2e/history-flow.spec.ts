import { readFileSync } from 'node:fs';
import { en } from '@dermadesk/contracts/result-texts/en';
import { expect, test, type Download, type Page } from '@playwright/test';
import { apiAuthOf, saveAnalysis, skinPhoto } from './history-data';
import { clickSelectOption, menuItem, orgs, readmeShot, signIn, useOrganisation } from './support';

/** The English name the web app shows for a module (the catalogue name, else "Module n"). */
function moduleLabel(module: number, key: string): string {
  return (en.moduleName as Record<string, string>)[key] ?? `Module ${module}`;
}

async function savedText(download: Download): Promise<string> {
  const path = await download.path();
  return readFileSync(path, 'utf8');
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test.describe.configure({ mode: 'serial' });

test('history: filter, search, export, result with comment and downloads, timeline, delete', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const subject = `HX-${Date.now().toString(36).toUpperCase()}`;
  const other = `ZQ-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  const auth = await apiAuthOf(page);

  // Two redness visits and a 4-image EASI upload for the subject; one upload of another subject.
  const first = await saveAnalysis(request, auth, {
    module: 7,
    subjectId: subject,
    photo: await skinPhoto(0.2, 1),
  });
  const second = await saveAnalysis(request, auth, {
    module: 7,
    subjectId: subject,
    photo: await skinPhoto(0.6, 2),
  });
  const multi = await saveAnalysis(request, auth, {
    module: 18,
    subjectId: subject,
    bodyPart: 'head-neck',
    photo: await skinPhoto(0.4, 3),
  });
  const unrelated = await saveAnalysis(request, auth, {
    module: 7,
    subjectId: other,
    photo: await skinPhoto(0.3, 4),
  });

  // The list: newest first.
  await menuItem(page, 'History').click();
  await expect(page.getByRole('heading', { name: 'History of predictions' })).toBeVisible();
  await expect(rows(page).first().locator('td').nth(1)).toHaveText(String(unrelated));
  for (const column of ['Id', 'Uploaded time', 'Subject ID', 'Module type', 'Number of images']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }

  // Export with nothing selected.
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('Please choose one or more items for download!')).toBeVisible();

  // Filter by module 18 (SELECT MODULE).
  const easi4 = moduleLabel(18, 'easiFullBody4');
  const moduleFilter = page.getByRole('combobox', { name: 'SELECT MODULE' });
  await moduleFilter.click();
  await moduleFilter.fill(easi4);
  await clickSelectOption(page, moduleFilter, easi4);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/modules=18/);
  // Newest first, and only module 18 (a retry finds the uploads of the attempt before it).
  await expect(rows(page).first()).toContainText(subject);
  await expect(rows(page).filter({ hasNotText: easi4 })).toHaveCount(0);
  // The filter's clear button shows the whole list again.
  await page.locator('.history-module-filter').hover();
  await page.locator('.history-module-filter .ant-select-clear').click();
  await expect(page.locator('.history-module-filter')).not.toContainText(easi4);
  await expect(page).not.toHaveURL(/modules=/);

  // Search by the start of the subject ID, case-insensitive; the URL keeps it across a reload.
  // All but its last two characters: unique to this run (a retry must not find the last one's).
  const start = subject.slice(0, -2).toLowerCase();
  await page.getByRole('searchbox', { name: 'Search by subject ID or id' }).fill(start);
  await page.getByRole('searchbox', { name: 'Search by subject ID or id' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${start}`));
  await expect(rows(page)).toHaveCount(3);
  await page.reload();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole('searchbox', { name: 'Search by subject ID or id' })).toHaveValue(
    start,
  );
  await page.mouse.move(0, 0);
  await page.screenshot(readmeShot('history-list'));

  // Bulk CSV of two selected rows: Report_{yyyymmddHHMM}.csv with both uploads.
  await page.getByRole('checkbox', { name: `Select upload ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select upload ${second}` }).check();
  await expect(page.getByText('Selected: 2')).toBeVisible();
  const [bulk] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(bulk.suggestedFilename()).toMatch(/^Report_\d{12}\.csv$/);
  const bulkCsv = await savedText(bulk);
  expect(bulkCsv.charCodeAt(0)).toBe(0xfeff);
  expect(bulkCsv).toContain(subject);
  expect(bulkCsv).not.toContain(other);
  expect(bulkCsv.trim().split(/\r?\n/)).toHaveLength(3);

  // One result: header, image with overlays, comment, CSV and FHIR downloads.
  await page.getByRole('link', { name: `View result ${second}` }).click();
  await expect(page).toHaveURL(new RegExp(`/result/${second}$`));
  await expect(page.getByRole('link', { name: 'Back to History' })).toBeVisible();
  await expect(page.getByTestId('result-subject')).toHaveText(subject);
  await expect(page.getByTestId('image-result')).toHaveCount(1);
  await expect(page.getByRole('img', { name: /^Photo / })).toBeVisible();
  await expect(page.getByText('Opacity')).toBeVisible();
  const comment = `Improving; review in 4 weeks (${subject})`;
  await page.getByLabel('Clinician comment').fill(comment);
  await page.getByRole('button', { name: 'Save comment' }).click();
  await expect(page.getByText('Comment saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Clinician comment')).toHaveValue(comment);
  await page.mouse.move(0, 0);
  await page.screenshot(readmeShot('history-result'));

  const [oneCsv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const oneCsvText = await savedText(oneCsv);
  expect(oneCsvText).toContain(subject);
  expect(oneCsvText).toContain(comment);
  // Every saved result has its one-page PDF report, single-image ones too.
  const [onePdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF report' }).click(),
  ]);
  expect(onePdf.suggestedFilename()).toMatch(/\.pdf$/);
  const [fhir] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download FHIR' }).click(),
  ]);
  expect((JSON.parse(await savedText(fhir)) as { resourceType: string }).resourceType).toBe(
    'Bundle',
  );

  // The multi-image upload has the aggregate section and a PDF report.
  await page.goto(`/result/${multi}`);
  await expect(page.getByText('Aggregate score', { exact: true })).toBeVisible();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF report' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // The subject's timeline: charts over time and this visit beside the previous one.
  await page.goto(`/result/${second}`);
  await page.getByRole('link', { name: 'Subject timeline' }).click();
  await expect(page).toHaveURL(new RegExp(`/subjects/${subject}$`));
  await expect(page.getByRole('heading', { name: `Timeline of subject ${subject}` })).toBeVisible();
  await expect(page.getByTestId('timeline-chart').first()).toBeVisible();
  await expect(page.locator('.recharts-line-dots circle').first()).toBeVisible();
  await expect(page.getByText('Compared with the previous visit')).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot(readmeShot('history-timeline'));

  // Delete with confirmation: the row disappears.
  await page.getByRole('link', { name: 'Back to History' }).click();
  await page.getByRole('searchbox', { name: 'Search by subject ID or id' }).fill(other);
  await page.getByRole('searchbox', { name: 'Search by subject ID or id' }).press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Delete upload ${unrelated}` }).click();
  await expect(page.getByText('Are you sure?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByText('No uploads match your search or filter.')).toBeVisible();
});

test('result errors: an id that is not a number, and one that does not exist', async ({ page }) => {
  await signIn(page);
  await page.goto('/result/not-a-number');
  await expect(page.getByText('Upload ID not found in URL')).toBeVisible();
  await page.goto('/result/987654321');
  await expect(page.getByText('No data was found when fetching this upload ID')).toBeVisible();
});
