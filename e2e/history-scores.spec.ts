import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { calculateEasi } from '@dermadesk/analysis/scores';
import { extractText } from 'unpdf';
import { apiAuthOf, saveAnalysis, skinPhoto, type ApiAuth } from './history-data';
import { chooseLanguage, orgs, signIn, useOrganisation } from './support';

/** 'EASI full body 4 image': one photograph per body region, one EASI score per upload. */
const EASI_4 = 18;
const SITES = ['head-neck', 'upper-limbs', 'trunk', 'lower-limbs'] as const;

/**
 * A 4-region EASI upload saved through the API with the clinician's grades (all regions at
 * `area`), and the score the server recomputed and stored with it.
 */
async function saveEasiVisit(
  request: APIRequestContext,
  auth: ApiAuth,
  subjectId: string,
  area: number,
): Promise<{ uploadId: number; display: string }> {
  let uploadId: number | undefined;
  for (const [i, bodyPart] of SITES.entries()) {
    uploadId = await saveAnalysis(request, auth, {
      module: EASI_4,
      subjectId,
      bodyPart,
      photo: await skinPhoto(0.1 + 0.2 * i, area * 10 + i),
      uploadId,
    });
  }
  const grades = { area, erythema: 2, edema: 1, excoriation: 1, lichenification: 1 };
  const input = {
    ageYears: 40,
    regions: { headNeck: grades, upperLimbs: grades, trunk: grades, lowerLimbs: grades },
  };
  const res = await request.post('/api/v1/predicts/widget-aggregate-result', {
    headers: { authorization: `Bearer ${auth.token}`, 'org-id': auth.orgId },
    data: { UploadId: uploadId, Result: { input, score: calculateEasi(input).score } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { score } = ((await res.json()) as { data: { score: { display: string } } }).data;
  return { uploadId: uploadId!, display: score.display };
}

test.describe.configure({ mode: 'serial' });

test('timeline: the EASI chart has a point per saved score; the PDF report follows the UI language', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const subject = `EA-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  const auth = await apiAuthOf(page);
  // Two visits, the second better: the same severities over a smaller area (grade 3, then 1).
  const first = await saveEasiVisit(request, auth, subject, 3);
  const second = await saveEasiVisit(request, auth, subject, 1);
  expect(Number(first.display)).toBeGreaterThan(Number(second.display));

  await page.goto(`/subjects/${subject}`);
  await expect(page.getByRole('heading', { name: `Timeline of subject ${subject}` })).toBeVisible();
  await expect(page.getByText('Analyses: 2')).toBeVisible();
  // The EASI chart (a card titled by the score, with its values for screen readers).
  const chart = page
    .getByTestId('timeline-chart')
    .filter({ has: page.getByText(/^EASI over time:/) });
  await expect(chart).toHaveCount(1);
  // The values, oldest first, for screen readers...
  await expect(chart.getByText(/^EASI over time:/)).toHaveText(
    new RegExp(`^EASI over time: .+: ${first.display}; .+: ${second.display}$`),
  );
  // ...and drawn: one point per visit, the first higher (smaller y) than the second.
  const dots = chart.locator('.timeline-point');
  await expect(dots).toHaveCount(2);
  const [y1, y2] = await dots.evaluateAll((points) =>
    points.map((g) => Number(g.querySelector('circle')?.getAttribute('cy'))),
  );
  expect(y1).toBeLessThan(y2!);

  // The PDF report of the second visit in Vietnamese, the language chosen in the app.
  await chooseLanguage(page, 'Language', 'Tiếng Việt');
  await page.goto(`/result/${second.uploadId}`);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Tải xuống báo cáo PDF' }).click(),
  ]);
  const { text } = await extractText(new Uint8Array(readFileSync(await pdf.path())), {
    mergePages: true,
  });
  const flat = text.normalize('NFC').replace(/\s+/g, ' ');
  expect(flat).toContain('Báo cáo phân tích Dermadesk');
  expect(flat).toContain(`Mã đối tượng: ${subject}`);
  expect(flat).toContain('không phải chẩn đoán');
});

test('result page: search the images by body part, kept in the URL, with an empty state', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const subject = `SR-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  const auth = await apiAuthOf(page);
  let uploadId: number | undefined;
  for (const [i, bodyPart] of SITES.entries()) {
    uploadId = await saveAnalysis(request, auth, {
      module: EASI_4,
      subjectId: subject,
      bodyPart,
      photo: await skinPhoto(0.3, 50 + i),
      uploadId,
    });
  }

  await page.goto(`/result/${uploadId}`);
  const images = page.getByTestId('image-result');
  await expect(images).toHaveCount(4);
  const search = page.getByRole('searchbox', { name: 'Search images by name or body part' });
  // Typing searches by itself after a pause (no Enter).
  await search.fill('LIMBS');
  await expect(page).toHaveURL(/[?&]q=LIMBS/);
  await expect(images).toHaveCount(2);
  await expect(images.first()).toContainText('limbs');
  await search.fill('trunk');
  await expect(images).toHaveCount(1);
  await expect(images.first()).toContainText('trunk');

  await page.reload();
  await expect(search).toHaveValue('trunk');
  await expect(images).toHaveCount(1);

  await search.fill('elbow%');
  await expect(page.getByText('No images match your search.')).toBeVisible();
  await expect(images).toHaveCount(0);

  // Back returns to the previous search; clearing the box shows every image again.
  await page.goBack();
  await expect(search).toHaveValue('trunk');
  await expect(images).toHaveCount(1);
  await page.locator('.result-image-search .ant-input-clear-icon').click();
  await expect(images).toHaveCount(4);
  await expect(page).not.toHaveURL(/[?&]q=/);
});
