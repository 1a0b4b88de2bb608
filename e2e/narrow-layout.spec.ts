import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAuthOf, saveAnalysis, skinPhoto } from './history-data';
import { orgs, signIn, useOrganisation } from './support';

/** The element lies inside the window horizontally, and inside `container` when given. */
async function expectWithin(page: Page, element: Locator, container?: Locator) {
  const box = await element.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  if (container) {
    const outer = (await container.boundingBox())!;
    expect(box!.x + box!.width).toBeLessThanOrEqual(outer.x + outer.width);
  }
}

test("a phone (390 px) shows History's View and Delete without scrolling sideways", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  const subjectId = `NARROW-${Date.now().toString(36).toUpperCase()}`;
  const id = await saveAnalysis(request, await apiAuthOf(page), {
    module: 7,
    subjectId,
    photo: await skinPhoto(0.3, 5),
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/result/predict-result');
  await expect(page.getByRole('link', { name: subjectId }).first()).toBeAttached();
  await expectWithin(page, page.getByRole('link', { name: `View result ${id}` }).first());
  await expectWithin(page, page.getByRole('button', { name: `Delete upload ${id}` }).first());
});

test('at 1000 px the region photo buttons stay inside their card', async ({ page }) => {
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto('/modules/18');
  const card = page.locator('.ant-card').filter({ has: page.getByTestId('region-add-head-neck') });
  for (const region of ['head-neck', 'upper-limbs', 'trunk', 'lower-limbs'])
    await expectWithin(page, page.getByTestId(`region-add-${region}`), card);
});
