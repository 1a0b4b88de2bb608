import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

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
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/index');
  await expect(page.getByTestId('profile-name')).toBeVisible();
}

export const sideMenu = (page: Page) => page.getByTestId('side-menu');
export const menuItem = (page: Page, name: string) =>
  sideMenu(page).getByRole('menuitem', { name, exact: true });

export async function openProfileMenu(page: Page) {
  await page.getByTestId('profile-name').click();
  await expect(page.getByRole('menu')).toBeVisible();
}

export async function switchOrganisation(page: Page, name: string) {
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByTestId('current-org')).toHaveText(name);
}

export async function chooseLanguage(page: Page, languageLabel: string, endonym: string) {
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: languageLabel }).hover();
  await page.getByRole('menuitem', { name: endonym }).click();
}

/** The web catalogue of a language, flattened to dotted keys. */
export function catalogue(lang: string): Record<string, string> {
  const raw = JSON.parse(
    readFileSync(new URL(`../apps/web/src/locales/${lang}/translation.json`, import.meta.url), 'utf8'),
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
