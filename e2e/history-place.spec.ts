import { expect, test, type Page } from '@playwright/test';
import { apiAuthOf, saveAnalysis, skinPhoto } from './history-data';
import { orgs, signIn, useOrganisation } from './support';

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const searchbox = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search by subject ID or id' });

test.describe.configure({ mode: 'serial' });

test('history keeps its place: search by part of an ID, sort, page; back from a result and a timeline', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Unique to this run; the search uses its middle, which a prefix search would not find.
  const tag = Date.now().toString(36).toUpperCase();
  const subject = (n: number) => `HP-${tag}-${String(n).padStart(2, '0')}`;
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  const auth = await apiAuthOf(page);
  // Eleven subjects: sorted by subject ID, the last one is alone on page 2.
  const photo = await skinPhoto(0.3, 5);
  const ids: number[] = [];
  for (let n = 1; n <= 11; n++)
    ids.push(await saveAnalysis(request, auth, { module: 7, subjectId: subject(n), photo }));
  // A second visit of subject 11, the same day: the timeline names both by their time.
  const revisit = await saveAnalysis(request, auth, {
    module: 7,
    subjectId: subject(11),
    photo: await skinPhoto(0.6, 6),
  });

  await page.goto('/result/predict-result');
  await searchbox(page).fill(tag.toLowerCase());
  await searchbox(page).press('Enter');
  await expect(page.getByText('Total: 12')).toBeVisible();
  const subjectHeader = page.getByRole('columnheader', { name: 'Subject ID', exact: true });
  await subjectHeader.click();
  await expect(subjectHeader).toHaveAttribute('aria-sort', 'descending');
  await subjectHeader.click();
  await expect(subjectHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=subjectId&dir=asc/);
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(2);
  const place = new URL(page.url()).search;

  // A result and back: the same search, sort and page.
  await page.getByRole('link', { name: `View result ${revisit}` }).click();
  await expect(page).toHaveURL(new RegExp(`/result/${revisit}$`));
  await page.getByRole('link', { name: 'Back to History' }).click();
  await expect(page).toHaveURL(`/result/predict-result${place}`);
  await expect(searchbox(page)).toHaveValue(tag.toLowerCase());
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText(subject(11));

  // The subject's timeline: no figure in pixels, same-day visits told apart by their time.
  await rows(page)
    .first()
    .getByRole('link', { name: `Timeline of subject ${subject(11)}` })
    .click();
  await expect(
    page.getByRole('heading', { name: `Timeline of subject ${subject(11)}` }),
  ).toBeVisible();
  const charts = page.getByTestId('timeline-chart');
  await expect(charts.first()).toBeVisible();
  const titles = charts.locator('.ant-card-head-title');
  await expect(titles.filter({ hasText: /\(px|px²|per MP/ })).toHaveCount(0);
  await expect(titles.filter({ hasText: 'Red area (% of visible skin)' })).not.toHaveCount(0);
  // The axis' labels are SVG text.
  await expect(
    charts
      .first()
      .locator('svg text')
      .filter({ hasText: /\d{1,2}:\d{2}/ }),
  ).not.toHaveCount(0);
  // Consecutive visits side by side, each with its overlays.
  await expect(page.getByText('Compared with the previous visit')).toBeVisible();
  await expect(page.locator('.timeline-compare .overlay-base')).toHaveCount(2);

  // A point opens its result; back to History from there keeps the place.
  await charts.first().getByTestId(`timeline-point-${ids[10]}`).click();
  await expect(page).toHaveURL(new RegExp(`/result/${ids[10]}$`));
  await page.goBack();
  await page.getByRole('link', { name: 'Back to History' }).click();
  await expect(page).toHaveURL(`/result/predict-result${place}`);

  // Delete names the record, has the focus on No, and says when it is done.
  await page.getByRole('button', { name: `Delete upload ${revisit}` }).click();
  const confirm = page.getByRole('tooltip');
  await expect(confirm).toContainText(`Upload ${revisit} of subject ${subject(11)}`);
  await expect(confirm.getByRole('button', { name: 'No' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByText(`Upload ${revisit} of subject ${subject(11)} was deleted.`),
  ).toBeVisible();
  await expect(page.getByText('Total: 11')).toBeVisible();
});
