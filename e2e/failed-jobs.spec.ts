import { expect, test } from '@playwright/test';
import { openProfileMenu, orgs, profileMenu, signIn, useOrganisation } from './support';

test('an organisation admin opens the failed background jobs; a member has no way in', async ({
  page,
}) => {
  await signIn(page);
  await useOrganisation(page, orgs.demo); // Ana is an admin here
  await openProfileMenu(page);
  await profileMenu(page).getByRole('menuitem', { name: 'Failed background jobs' }).click();
  await expect(page).toHaveURL(/\/settings\/failed-jobs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed background jobs');
  // Nothing has failed on a fresh server: the page says so rather than showing an empty table.
  await expect(page.getByText('No background job has failed.')).toBeVisible();

  await useOrganisation(page, orgs.northside); // and a member here
  await openProfileMenu(page);
  await expect(
    profileMenu(page).getByRole('menuitem', { name: 'Failed background jobs' }),
  ).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/settings/failed-jobs');
  await expect(page.getByText(/access this page/)).toBeVisible();
});
