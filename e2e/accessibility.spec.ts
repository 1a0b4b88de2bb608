import { expect, test } from '@playwright/test';
import { openProfileMenu, seriousViolations, signIn, users } from './support';

test('the shell has no serious or critical accessibility violations', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Your AI Modules' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await openProfileMenu(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/gpt/receptionist');
  await expect(page.getByRole('heading', { name: 'Receptionist', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the no-access and signed-out pages have no serious or critical violations', async ({
  page,
}) => {
  await signIn(page, users.noOrg);
  await expect(page.getByRole('heading', { name: /Sorry/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logout successful')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
