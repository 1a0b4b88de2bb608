import { expect, test } from '@playwright/test';
import { openProfileMenu, profileMenu, signIn, users } from './support';

test('a protected path when signed out goes to /auth/signin, then to the hosted sign-in', async ({
  page,
}) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/result/predict-result');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(visited).toContain('/auth/signin');
  expect(new URL(page.url()).pathname).toMatch(/^\/oauth2\//);
});

test('a user without an organisation sees the no-access message', async ({ page }) => {
  await signIn(page, users.noOrg);
  await expect(
    page.getByRole('heading', { name: "Sorry, you don't have to access this page" }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your AI Modules' })).toHaveCount(0);
  // The profile menu shows three placeholders while the organisation list is empty.
  await openProfileMenu(page);
  await expect(profileMenu(page).locator('.ant-skeleton')).toHaveCount(3);
});

test('logout returns to the public page and the old session is rejected', async ({ page }) => {
  await signIn(page);
  const tokens = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('dermadesk.tokens') ?? 'null') as {
        idToken: string;
        refreshToken?: string;
      } | null,
  );
  expect(tokens?.idToken).toBeTruthy();
  const before = await page.request.post('/api/v1/users/sync-user', {
    headers: { authorization: `Bearer ${tokens!.idToken}` },
  });
  expect(before.status()).toBe(200);

  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL('**/auth/signin');
  await expect(page.getByText('Logout successful')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('dermadesk.tokens'))).toBeNull();

  // A protected page now asks for a sign-in again.
  await page.goto('/index');
  await expect(page).toHaveURL(/\/auth\/signin$/);

  const after = await page.request.post('/api/v1/users/sync-user', {
    headers: { authorization: `Bearer ${tokens!.idToken}` },
  });
  expect(after.status()).toBe(401);
  if (tokens?.refreshToken) {
    const refresh = await page.request.post('/oauth2/token', {
      form: {
        grant_type: 'refresh_token',
        client_id: 'dermadesk-web',
        refresh_token: tokens.refreshToken,
      },
    });
    expect(refresh.ok()).toBe(false);
  }
});

test('a failed sign-in changes nothing and shows the error', async ({ page }) => {
  await page.goto('/auth/signin-callback?code=forged&state=unknown');
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await expect(page.getByText('Sign-in failed. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('dermadesk.tokens'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('dermadesk.account'))).not.toContain(
    '"isLoggedIn":true',
  );
});
