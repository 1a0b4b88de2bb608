import { expect, test } from '@playwright/test';
import {
  menuItem,
  orgs,
  sideMenu,
  signIn,
  switchOrganisation,
  useOrganisation,
  users,
} from './support';

test('signs in through the hosted page and shows the dashboard', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Your AI Modules' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Other AI Modules' })).toBeVisible();
  await expect(page).toHaveTitle('Dermadesk Demo | AI modules');
  await expect(page.getByTestId('profile-name')).toHaveText('Ana Nguyen');
  await expect(page.getByTestId('current-org')).toHaveText(
    /^(Demo Clinic|Northside Dermatology & Laser Centre)$/,
  );
  await expect(page.getByText(`Version 2.5.0`)).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} Dermadesk.`)).toBeVisible();
  // The logo and the modules item lead to the module selection.
  await page.goto('/DashDefault/index');
  await expect(page).toHaveURL(/\/index$/);
});

test('the menu follows the organisation flags and the switch survives a reload', async ({
  page,
}) => {
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  for (const item of ['AI modules (demo)', 'History', 'Copilot', 'Ambient Scribes', 'Assistant'])
    await expect(menuItem(page, item)).toBeVisible();
  await expect(menuItem(page, 'Receptionist')).toBeVisible();

  await switchOrganisation(page, orgs.northside);
  await expect(menuItem(page, 'Receptionist')).toBeVisible();
  for (const item of ['Copilot', 'Ambient Scribes', 'Assistant'])
    await expect(menuItem(page, item)).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('current-org')).toHaveText(orgs.northside);
  await expect(menuItem(page, 'Copilot')).toHaveCount(0);
  await expect(menuItem(page, 'Receptionist')).toBeVisible();
  // A direct link to what the menu hides gets one clear page, not the API's refusals.
  // (The Assistant has its own switched-off state, assistant.spec.ts.)
  for (const link of ['/gpt/copilot', '/gpt/copilot/setting']) {
    await page.goto(link);
    await expect(page.getByTestId('current-org')).toHaveText(orgs.northside);
    await expect(
      page.getByRole('heading', { name: 'Not available for this organisation' }),
    ).toBeVisible();
  }

  // The choice is remembered for this user across sign-ins (7-day cookie).
  const cookies = await page.context().cookies();
  const orgCookie = cookies.find((c) => c.name.startsWith('dd_org_'));
  expect(orgCookie?.expires).toBeGreaterThan(Date.now() / 1000 + 6.9 * 24 * 3600);
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies({ name: /^(?!dd_org_)/ });
  await signIn(page, users.ana);
  await expect(page.getByTestId('current-org')).toHaveText(orgs.northside);
  // ...and the other way round, so the check does not depend on which org comes first.
  await switchOrganisation(page, orgs.demo);
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies({ name: /^(?!dd_org_)/ });
  await signIn(page, users.ana);
  await expect(page.getByTestId('current-org')).toHaveText(orgs.demo);
});

test('routes: unknown paths go to /index, results match loosely, screens have empty states', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/result/42/anything');
  await expect(page.getByRole('heading', { name: 'Result 42' })).toBeVisible();
  await expect(menuItem(page, 'History')).toHaveClass(/ant-menu-item-selected/);
  await menuItem(page, 'Receptionist').click();
  await expect(page).toHaveURL(/\/gpt\/receptionist$/);
  await expect(page.getByRole('heading', { name: 'Receptionist', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Dermadesk Demo | Receptionist');
  await page.goto('/gpt/copilot/setting');
  await expect(page.getByRole('heading', { name: 'Copilot settings', level: 1 })).toBeVisible();
});

test('the menu collapses at 1000 px, persists, and closes on a click outside when it overlays', async ({
  page,
}) => {
  await signIn(page);
  const menu = sideMenu(page);
  await expect(menu).toHaveAttribute('data-collapsed', 'false');
  await expect.poll(async () => (await menu.boundingBox())?.width).toBe(260);

  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(menu).toHaveAttribute('data-collapsed', 'true');
  await expect.poll(async () => (await menu.boundingBox())?.width).toBe(80);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('contentinfo').getByRole('button', { name: 'Expand the menu' }).click();
  await expect(menu).toHaveAttribute('data-collapsed', 'false');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Collapse the menu' }).click();
  await expect(menu).toHaveAttribute('data-collapsed', 'true');
  await page.reload();
  await expect(sideMenu(page)).toHaveAttribute('data-collapsed', 'true');
  const stored = await page.evaluate(() => localStorage.getItem('menuState'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ collapsed: true, selectedKey: 'modules' });

  // Narrow phone-like width: the menu floats over the content; a click outside closes it.
  await page.setViewportSize({ width: 700, height: 800 });
  await page.getByRole('banner').getByRole('button', { name: 'Expand the menu' }).click();
  await expect(sideMenu(page)).toHaveAttribute('data-collapsed', 'false');
  await page.mouse.click(650, 400);
  await expect(sideMenu(page)).toHaveAttribute('data-collapsed', 'true');
});

test('a page whose code cannot be loaded shows a retry state, not a blank screen', async ({
  page,
}) => {
  await signIn(page);
  // As after a deploy: the old chunk name no longer exists on the server.
  await page.route('**/assets/history-page-*.js', (route) => route.fulfill({ status: 404 }));
  await menuItem(page, 'History').click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  // The shell around it still works.
  await menuItem(page, 'Receptionist').click();
  await expect(page.getByRole('heading', { name: 'Receptionist', level: 1 })).toBeVisible();
});

test('remotely configured links open in a new tab and unset ones are absent', async ({ page }) => {
  await signIn(page);
  const aboutUs = sideMenu(page).getByRole('link', { name: 'About Us (opens in a new tab)' });
  await expect(aboutUs).toBeVisible();
  await expect(
    sideMenu(page).getByRole('link', { name: 'Privacy Policy (opens in a new tab)' }),
  ).toBeVisible();
  await expect(sideMenu(page).getByText('Terms and Conditions')).toHaveCount(0);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), aboutUs.click()]);
  await expect(tab).toHaveURL(/\/about-us$/);
  await tab.close();
  await expect(page).toHaveURL(/\/index$/);
});
