import { expect, test, type Page } from '@playwright/test';
import { calculateEasi } from '@dermadesk/analysis/scores';
import { catalogueModule } from '@dermadesk/contracts';
import { fr as frenchResults } from '@dermadesk/contracts/result-texts/fr';
import { apiAuthOf, skinPhoto } from './history-data';
import { chooseLanguage, orgs, signIn, useOrganisation } from './support';

/** 'EASI full body 4 image': one photograph per body region, combined into one EASI score. */
const MODULE = 18;
/** The module's photographed sites and the EASI region (calculator row) each belongs to. */
const REGIONS = [
  { site: 'head-neck', label: 'Head and neck', redness: 0.1 },
  { site: 'upper-limbs', label: 'Upper limbs', redness: 0.5 },
  { site: 'trunk', label: 'Trunk', redness: 0.9 },
  { site: 'lower-limbs', label: 'Lower limbs', redness: 0.3 },
] as const;
const SIGNS: Record<string, string> = {
  Erythema: '2',
  'Oedema/papulation': '1.5',
  Excoriation: '1',
  Lichenification: '0.5',
};

const scoreCard = (page: Page) => page.getByTestId('score');
const scoreValue = (page: Page) => scoreCard(page).locator('.ant-statistic-content-value');
const cell = (page: Page, region: string, column: string) =>
  page.getByRole('spinbutton', { name: `${region} – ${column}`, exact: true });

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await useOrganisation(page, orgs.demo);
});

/**
 * Grades the signs, then photographs the regions one by one: each region's area grade is
 * pre-filled from its photo and the aggregate stays incomplete until the last one.
 */
async function gradeAndPhotographEveryRegion(page: Page, subjectId: string) {
  expect(catalogueModule(MODULE)?.regions).toEqual(REGIONS.map((r) => r.site));
  await page.goto(`/modules/${MODULE}`);
  await expect(page.getByRole('heading', { name: 'EASI full body 4 image' })).toBeVisible();
  await page.getByLabel('Subject ID').fill(subjectId);

  // The clinician grades the signs first; only the area grades (from the photos) are missing.
  await page.getByRole('spinbutton', { name: 'Age (years)' }).fill('34');
  for (const { label } of REGIONS)
    for (const [sign, value] of Object.entries(SIGNS)) await cell(page, label, sign).fill(value);
  await expect(scoreCard(page)).toContainText('Incomplete: 4 inputs missing');
  const checklist = page.getByRole('table', { name: /regions have a result/ });
  await expect(checklist).toHaveAccessibleName('0 of 4 regions have a result');

  for (const [index, { site, label, redness }] of REGIONS.entries()) {
    await checklist
      .getByRole('row', { name: new RegExp(`^${label}`) })
      .locator('input[type=file]')
      .setInputFiles({
        name: `${site}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await skinPhoto(redness, index + 1),
      });
    await expect(page.getByTestId(`region-status-${site}`)).toHaveText('Analysed', {
      timeout: 30_000,
    });
    await expect(checklist).toHaveAccessibleName(`${index + 1} of 4 regions have a result`);
    // The region's area grade is pre-filled from its photo.
    await expect(cell(page, label, 'Area (0–6)')).not.toHaveValue('');
    const left = REGIONS.length - index - 1;
    if (left > 0) {
      await expect(scoreCard(page)).toContainText(`Incomplete: ${left} inputs missing`);
      await expect(scoreValue(page)).toHaveText('—');
    }
  }
  // Every region complete: a score and its band.
  await expect(scoreValue(page)).toHaveText(/^\d+(\.\d)?$/);
  await expect(page.getByTestId('score-band')).toBeVisible();
}

test('EASI 4 regions: checklist and aggregate follow each region, adjusted grade saved as the server computes it', async ({
  page,
  request,
}) => {
  await gradeAndPhotographEveryRegion(page, 'SUBJ-EASI4-1');
  const prefilled = await scoreValue(page).innerText();

  // The clinician adjusts the trunk's area grade: the aggregate follows.
  const trunkArea = cell(page, 'Trunk', 'Area (0–6)');
  const suggestedTrunk = Number(await trunkArea.inputValue());
  const adjustedTrunk = suggestedTrunk >= 5 ? suggestedTrunk - 2 : suggestedTrunk + 2;
  await trunkArea.fill(String(adjustedTrunk));
  await expect(scoreValue(page)).not.toHaveText(prefilled);
  const shown = await scoreValue(page).innerText();

  await page.getByRole('button', { name: 'Save results' }).click();
  await expect(page.getByText('EASI full body 4 image uploaded successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/result\/\d+$/);
  await expect(page.getByTestId('export-pdf')).toBeVisible();
  const uploadId = Number(/\/result\/(\d+)$/.exec(page.url())![1]);

  // The stored aggregate is the server's own computation from the stored input.
  const auth = await apiAuthOf(page);
  const res = await request.post(`/api/v1/uploads/get-uploads/${uploadId}`, {
    headers: { authorization: `Bearer ${auth.token}`, 'org-id': auth.orgId },
    data: {},
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as {
    data: {
      upload: {
        module: number;
        imageCount: number;
        aggregate: {
          instrument: string;
          input: Record<string, unknown>;
          score: { status: string; score: number; display: string; band: { label: string } };
          adjustedRegions: string[];
        };
      };
    };
  };
  expect(data.upload.module).toBe(MODULE);
  expect(data.upload.imageCount).toBe(4);
  const { aggregate } = data.upload;
  expect(aggregate.instrument).toBe('easi');
  expect(aggregate.score.status).toBe('complete');
  expect(aggregate.score.display).toBe(shown);
  expect(aggregate.adjustedRegions).toEqual(['trunk']);
  expect(aggregate.input).toMatchObject({ regions: { trunk: { area: adjustedTrunk } } });
  // ...and the shared calculator gives the same number from what the server stored.
  const recomputed = calculateEasi(aggregate.input);
  expect(recomputed.score).toBe(aggregate.score.score);
  console.log(`EASI 4 regions: workspace ${shown}, server ${aggregate.score.score}`);

  // The result page shows the same aggregate, its band in the user's language.
  await page.goto(`/result/${uploadId}`);
  await expect(page.getByTestId('aggregate-score')).toContainText(shown);
  await chooseLanguage(page, 'Language', 'Français');
  const frenchBands: Record<string, string> = frenchResults.scoreBands;
  await expect(page.getByTestId('aggregate-score')).toContainText(
    frenchBands[aggregate.score.band.label]!,
  );
});

test('a score the server computes differently is refused with the catalogue text, then saved', async ({
  page,
}) => {
  await gradeAndPhotographEveryRegion(page, 'SUBJ-EASI4-2');
  const shown = await scoreValue(page).innerText();
  // Something between the browser and the server alters the score it sends.
  await page.route('**/api/v1/predicts/widget-aggregate-result', (route) => {
    const body = route.request().postDataJSON() as { Result: { score: number } };
    body.Result.score += 0.5;
    return route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole('button', { name: 'Save results' }).click();
  await expect(page.getByRole('alert')).toContainText(
    new RegExp(
      `^The score shown \\([\\d.]+\\) differs from the server's computation \\(${shown}\\)\\.`,
    ),
  );
  await page.unroute('**/api/v1/predicts/widget-aggregate-result');
  await page.getByRole('button', { name: 'Save results' }).click();
  await expect(page.getByText('EASI full body 4 image uploaded successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/result\/\d+$/);
});
