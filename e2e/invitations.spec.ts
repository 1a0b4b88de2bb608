import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAuthOf, apiHeaders, type ApiAuth } from './history-data';
import { openProfileMenu, orgs, profileMenu, signIn, useOrganisation, users } from './support';

/**
 * Joining an organisation by invitation (issue 21, item 7), in the screens: an admin invites an
 * address and sees it pending; the person, signed in, accepts or declines; an admin withdraws.
 * Each test puts the demo people back as they were, since other specs expect Noor without an
 * organisation and Léo outside Demo Clinic.
 */

// Two people sign in per test: on a busy machine that alone can take most of the default 45 s.
test.describe.configure({ timeout: 120_000 });

/** Ana, admin of Demo Clinic, on its members page. */
async function openMembersAsAna(page: Page): Promise<ApiAuth> {
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  await openProfileMenu(page);
  await profileMenu(page).getByRole('menuitem', { name: 'Members and invitations' }).click();
  await expect(page).toHaveURL(/\/settings\/members$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members and invitations');
  return apiAuthOf(page);
}

async function invite(page: Page, email: string) {
  await page.getByLabel('E-mail address').fill(email);
  // Not an exact name: after a first invitation antd keeps its spinner (named "loading") in the
  // button until the spinner's leave transition ends, which a busy or unfocused page can delay;
  // the button already works (CI waited two minutes for the exact name "Invite").
  await page.locator('.invite-form').getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(`${email} is invited.`)).toBeVisible();
}

const pendingRow = (page: Page, email: string) =>
  page.getByTestId('pending-invitations').getByRole('row').filter({ hasText: email });

/** Another person, in a browser context of their own. */
async function signInElsewhere(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** Removes a person who joined during the test from Demo Clinic, through the admin API. */
async function removeFromDemo(page: Page, auth: ApiAuth, email: string) {
  const headers = apiHeaders(auth);
  const members = `/api/v1/orgs/${auth.orgId}/members`;
  const list = (await (await page.request.get(members, { headers })).json()) as {
    data: { userId: string; email: string }[];
  };
  const member = list.data.find((m) => m.email === email);
  if (member) await page.request.delete(`${members}/${member.userId}`, { headers });
}

test('an admin invites an address, sees it pending; the person accepts on the no-access page and lands in the organisation', async ({
  page,
  browser,
}) => {
  const ana = await openMembersAsAna(page);
  try {
    await invite(page, users.noOrg);
    const row = pendingRow(page, users.noOrg);
    await expect(row).toContainText('Member');
    await expect(row).toContainText('Ana Nguyen');
    await expect(row).toContainText('Pending');

    const noor = await signInElsewhere(browser, users.noOrg);
    await expect(noor.getByRole('heading', { name: /Sorry/ })).toBeVisible();
    const invitation = noor.getByTestId('my-invitation');
    await expect(invitation).toContainText(orgs.demo);
    await expect(invitation).toContainText('Invited by Ana Nguyen');
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(noor.getByText(`You joined ${orgs.demo}.`)).toBeVisible();
    // At once, without signing in again: the organisation is current and its screens open.
    await expect(noor.getByTestId('current-org')).toHaveText(orgs.demo);
    await expect(noor.getByRole('heading', { name: 'Your AI Modules' })).toBeVisible();
    await noor.reload();
    await expect(noor.getByRole('heading', { name: 'Your AI Modules' })).toBeVisible();

    await page.reload();
    await expect(pendingRow(page, users.noOrg)).toHaveCount(0);
    await expect(page.getByText('No invitation is waiting for an answer.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Noor Okafor' })).toBeVisible();
  } finally {
    await removeFromDemo(page, ana, users.noOrg);
  }
});

test('someone already in an organisation accepts from the account menu; the new one is current at once', async ({
  page,
  browser,
}) => {
  const ana = await openMembersAsAna(page);
  try {
    await invite(page, users.leo);
    const leo = await signInElsewhere(browser, users.leo);
    await openProfileMenu(leo);
    await profileMenu(leo).getByRole('menuitem', { name: 'Your invitations (1)' }).click();
    const dialog = leo.getByRole('dialog', { name: 'Your invitations' });
    await dialog.getByTestId('my-invitation').getByRole('button', { name: 'Accept' }).click();
    await expect(leo.getByText(`You joined ${orgs.demo}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(leo.getByTestId('current-org')).toHaveText(orgs.demo);
    await openProfileMenu(leo);
    await expect(profileMenu(leo).getByRole('menuitem', { name: orgs.northside })).toBeVisible();
    await expect(profileMenu(leo).getByRole('menuitem', { name: /Your invitations/ })).toHaveCount(
      0,
    );
  } finally {
    await removeFromDemo(page, ana, users.leo);
  }
});

test('the person declines one invitation and an admin withdraws another', async ({
  page,
  browser,
}) => {
  await openMembersAsAna(page);
  const stranger = 'someone.new@example.com';
  await invite(page, users.noOrg);
  await invite(page, stranger);

  const noor = await signInElsewhere(browser, users.noOrg);
  const invitation = noor.getByTestId('my-invitation');
  await invitation.getByRole('button', { name: 'Decline' }).click();
  await expect(noor.getByText(`You declined the invitation from ${orgs.demo}.`)).toBeVisible();
  await expect(invitation).toHaveCount(0);
  await expect(noor.getByRole('heading', { name: /Sorry/ })).toBeVisible();

  await page.reload();
  await expect(pendingRow(page, users.noOrg)).toHaveCount(0);
  await pendingRow(page, stranger)
    .getByRole('button', { name: `Withdraw the invitation to ${stranger}` })
    .click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText(`The invitation to ${stranger} is withdrawn.`)).toBeVisible();
  await expect(pendingRow(page, stranger)).toHaveCount(0);
  await expect(page.getByText('No invitation is waiting for an answer.')).toBeVisible();
});
