import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'Derma-demo-2026';
export const users = {
  ana: 'ana.nguyen@demo.dermadesk.example',
  leo: 'leo.martin@demo.dermadesk.example',
  noOrg: 'no.org@demo.dermadesk.example',
} as const;
export const orgs = { demo: 'Demo Clinic', northside: 'Northside Dermatology & Laser Centre' };

/** Signs in through the real hosted sign-in page, starting from a protected path. */
export async function signIn(page: Page, email: string = users.ana, startAt = '/index') {
  await page.goto(startAt);
  const emailField = page.getByLabel('Email');
  const publicPage = page.getByRole('heading', { name: 'Welcome to Dermadesk' });
  // After a logout the app's public page waits for a click on its own Sign in button.
  await expect(emailField.or(publicPage)).toBeVisible();
  if (await publicPage.isVisible()) await page.getByRole('button', { name: 'Sign in' }).click();
  await emailField.fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/index');
  await expect(page.getByTestId('profile-name')).toBeVisible();
}

export const sideMenu = (page: Page) => page.getByTestId('side-menu');
export const menuItem = (page: Page, name: string) =>
  sideMenu(page).getByRole('menuitem', { name, exact: true });

/** The open dropdown of the header's profile menu. */
export const profileMenu = (page: Page) =>
  page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-root');

export async function openProfileMenu(page: Page) {
  await page.getByTestId('profile-name').click();
  await expect(profileMenu(page)).toBeVisible();
}

/**
 * Makes `name` the current organisation. (Which org comes first after a sign-in depends on the
 * server's role-list order, so tests choose explicitly.)
 */
export async function useOrganisation(page: Page, name: string) {
  if ((await page.getByTestId('current-org').textContent()) !== name) {
    await switchOrganisation(page, name);
  }
}

export async function switchOrganisation(page: Page, name: string) {
  await openProfileMenu(page);
  await profileMenu(page).getByRole('menuitem', { name }).click();
  await expect(page.getByTestId('current-org')).toHaveText(name);
}

export async function chooseLanguage(page: Page, languageLabel: string, endonym: string) {
  const before = (await page.locator('html').getAttribute('lang')) ?? '';
  await openProfileMenu(page);
  await profileMenu(page).getByRole('menuitem', { name: languageLabel }).click();
  await page.getByRole('menuitem', { name: endonym }).click();
  // The switch (and its saving) waits for the language's catalogue to load: a navigation before
  // that would come back in the former language.
  await expect(page.locator('html')).not.toHaveAttribute('lang', before);
}

/** The web catalogue of a language (every file of its folder), flattened to dotted keys. */
export function catalogue(lang: string): Record<string, string> {
  const dir = new URL(`../apps/web/src/locales/${lang}/`, import.meta.url);
  const raw = Object.assign(
    {},
    ...readdirSync(dir).map(
      (file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as object,
    ),
  ) as unknown;
  const out: Record<string, string> = {};
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') out[prefix] = value;
    else
      for (const [k, v] of Object.entries(value as Record<string, unknown>))
        walk(v, prefix ? `${prefix}.${k}` : k);
  };
  walk(raw, '');
  return out;
}

/** axe's serious and critical WCAG 2.1 A/AA violations on the page as it is now. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/**
 * Clicks an option of the open antd Select `box` by its title, in the dropdown that holds the
 * listbox the box controls. antd's role=option list is an off-screen copy for screen readers, so
 * the visible options are found by class; and another Select's dropdown may still be closing, an
 * option of which once matched and stayed invisible until the test timed out.
 *
 * The click waits until the dropdown has finished sliding open. On a loaded machine the option
 * was still moving at Playwright's first three stability checks, and its fourth attempt scrolls
 * with `scrollIntoView({ block: 'start' })`: that scrolled the page behind a modal, the dropdown
 * (placed in page coordinates) moved with it, the press landed on the option, and antd put the
 * dropdown back under its box on the scroll before the release, so the click never reached the
 * option and nothing was chosen (the shared-desk booking flake, seen in its trace).
 */
export async function clickSelectOption(page: Page, box: Locator, option: string) {
  await expect(box).toHaveAttribute('aria-controls', /_list$/);
  const listbox = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
  const dropdown = page.locator('.ant-select-dropdown', { has: listbox });
  const item = dropdown.locator(`.ant-select-item-option[title="${option}"]`);
  await expect(item).toBeVisible();
  await expect(dropdown).not.toHaveClass(/-(appear|enter)\b/);
  await item.click();
}

/** Options for `page.screenshot` of a README picture (docs/screenshots/NAME.png). */
export const readmeShot = (name: string) => ({
  path: `docs/screenshots/${name}.png`,
  animations: 'disabled' as const,
});

/** The whole placeholder shows: Chromium cuts a longer one at the box's edge with no sign. */
export async function expectPlaceholderFits(box: Locator) {
  // Polled: after a change of width the shell lays the page out again.
  await expect
    .poll(() =>
      box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontSize} ${style.fontFamily}`;
        const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        return input.clientWidth - padding - context.measureText(input.placeholder).width;
      }),
    )
    .toBeGreaterThanOrEqual(0);
}
