import { expect, test } from '@playwright/test';
import { apiAuthOf } from './history-data';
import {
  chooseLanguage,
  openProfileMenu,
  orgs,
  readmeShot,
  signIn,
  useOrganisation,
  users,
} from './support';

test('screenshots of the main screens', async ({ page }) => {
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  await expect(page.getByRole('heading', { name: 'Your AI Modules' })).toBeVisible();
  // The sign-in toast can appear after the heading: wait for it to come, then to go.
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByText('Login successful')).toBeHidden({ timeout: 15_000 });
  await page.screenshot(readmeShot('dashboard'));

  await openProfileMenu(page);
  await page.screenshot(readmeShot('profile-menu'));
  await page.keyboard.press('Escape');

  // The Assistant against the suite's fake model, switched on as an admin would, and back to how
  // it was afterwards (the Assistant's own spec starts from the switched-off state).
  const auth = await apiAuthOf(page);
  const headers = { authorization: `Bearer ${auth.token}`, 'org-id': auth.orgId };
  const settings = await (await page.request.get('/api/v1/ai/settings', { headers })).json();
  const wasEnabled = settings.data.providers.find(
    (p: { kind: string }) => p.kind === 'chat',
  ).enabled;
  const enableChat = (enabled: boolean) =>
    page.request.put('/api/v1/ai/settings/providers/chat', { headers, data: { enabled } });
  expect((await enableChat(true)).ok()).toBe(true);
  await page.goto('/gpt/assistant');
  const composer = page.getByRole('textbox', { name: 'Your message' });
  await composer.fill('Write patient instructions for a twice-daily emollient routine');
  await composer.press('Enter');
  await expect(page.getByTestId('assistant-message-assistant').last()).toContainText('You said:');
  await expect(page.getByTestId('assistant-streaming')).toHaveCount(0);
  // Settled: the first message has named the conversation, and the question shows once.
  await expect(
    page.getByRole('navigation', { name: 'Your conversations' }).getByText('Write patient'),
  ).toBeVisible();
  await expect(page.getByTestId('assistant-message-user')).toHaveCount(1);
  await page.mouse.move(640, 700);
  await page.screenshot(readmeShot('assistant'));
  await page.goto('/gpt/settings');
  await expect(page.getByTestId('ai-provider-chat')).toBeVisible();
  await page.screenshot(readmeShot('ai-settings'));
  expect((await enableChat(wasEnabled)).ok()).toBe(true);
  await page.goto('/index');

  await useOrganisation(page, orgs.northside);
  await page.mouse.move(640, 700);
  await page.screenshot(readmeShot('dashboard-northside'));

  await chooseLanguage(page, 'Language', 'Français');
  await page.keyboard.press('Escape');
  await page.mouse.move(640, 700);
  await expect(page.getByRole('heading', { name: "Vos modules d'IA" })).toBeVisible();
  await page.screenshot(readmeShot('dashboard-french'));
  await chooseLanguage(page, 'Langue', 'English');

  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/result/predict-result');
  await expect(page.getByRole('heading', { name: 'History of predictions' })).toBeVisible();
  await page.screenshot(readmeShot('history-collapsed-menu'));

  await page.setViewportSize({ width: 1280, height: 800 });
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logout successful')).toBeVisible();
  await page.screenshot(readmeShot('signed-out'));

  await page.context().clearCookies();
  await signIn(page, users.noOrg);
  await expect(page.getByRole('heading', { name: /Sorry/ })).toBeVisible();
  await page.mouse.move(640, 700);
  // The sign-in toast may come after the heading, so waiting for it to go can pass before it
  // came: the picture leaves toasts out instead.
  await page.screenshot({ ...readmeShot('no-access'), style: '.ant-message { display: none }' });
});
