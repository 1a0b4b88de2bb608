import { expect, test } from '@playwright/test';
import { chooseLanguage, openProfileMenu, orgs, signIn, useOrganisation, users } from './support';

/** Screenshots of the main screens for the README (docs/screenshots/). */
const shot = (name: string) => ({
  path: `docs/screenshots/${name}.png`,
  animations: 'disabled' as const,
});

test('screenshots of the main screens', async ({ page }) => {
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  await expect(page.getByRole('heading', { name: 'Your AI Modules' })).toBeVisible();
  await page.getByText('Login successful').waitFor({ state: 'hidden' });
  await page.screenshot(shot('dashboard'));

  await openProfileMenu(page);
  await page.screenshot(shot('profile-menu'));
  await page.keyboard.press('Escape');

  await useOrganisation(page, orgs.northside);
  await page.mouse.move(640, 700);
  await page.screenshot(shot('dashboard-northside'));

  await chooseLanguage(page, 'Language', 'Français');
  await page.keyboard.press('Escape');
  await page.mouse.move(640, 700);
  await expect(page.getByRole('heading', { name: "Vos modules d'IA" })).toBeVisible();
  await page.screenshot(shot('dashboard-french'));
  await chooseLanguage(page, 'Langue', 'English');

  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/result/predict-result');
  await expect(page.getByRole('heading', { name: 'History of predictions' })).toBeVisible();
  await page.screenshot(shot('history-collapsed-menu'));

  await page.setViewportSize({ width: 1280, height: 800 });
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logout successful')).toBeVisible();
  await page.screenshot(shot('signed-out'));

  await page.context().clearCookies();
  await signIn(page, users.noOrg);
  await expect(page.getByRole('heading', { name: /Sorry/ })).toBeVisible();
  await page.getByText('Login successful').waitFor({ state: 'hidden' });
  await page.mouse.move(640, 700);
  await page.screenshot(shot('no-access'));
});
