import { expect, test, type Page } from '@playwright/test';
import { catalogue, chooseLanguage, openProfileMenu, profileMenu, signIn } from './support';

const en = catalogue('en');
const fr = catalogue('fr');

/** Visible text nodes, accessible names given by attributes, and the window title. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && parent?.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        texts.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      // antd names its icons in English ('check', 'close'): those are not catalogue texts.
      if (!el.checkVisibility() || el.classList.contains('anticon')) continue;
      for (const attr of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/**
 * English texts (interpolations as wildcards) that French translates differently. A text made of
 * interpolations and punctuation only (`{{side}}: {{digit}}`) would match any French sentence.
 */
const frenchTexts = new Set(Object.values(fr));
const englishOnly = Object.entries(en)
  // A text French also uses, under any key ('Version {{version}}'), is not an English leftover.
  .filter(([key, text]) => fr[key] !== text && !frenchTexts.has(text))
  .filter(([, text]) => /\p{L}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '')))
  .map(([, text]) => {
    const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    return new RegExp(`^${escaped.replace(/\{\{\s*\w+\s*\}\}/g, '.*')}$`);
  });

async function expectNoEnglish(page: Page) {
  const texts = await visibleTexts(page);
  const english = texts.filter((t) => englishOnly.some((re) => re.test(t)));
  expect(english, 'English text left on a French screen').toEqual([]);
}

test('French switches every visible text at once and is kept after a reload', async ({ page }) => {
  await signIn(page);
  // The sign-in toast is shown in English before the switch (its code loads on first use, so it
  // may appear a moment after the page): wait for it to come and go.
  await page.getByText('Login successful').waitFor({ state: 'visible' });
  await page.getByText('Login successful').waitFor({ state: 'hidden' });
  await chooseLanguage(page, 'Language', 'Français');
  await expect(page.getByRole('heading', { name: "Vos modules d'IA" })).toBeVisible();
  await expect(page).toHaveTitle("Démo Dermadesk | Modules d'IA");
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.keyboard.press('Escape');
  await page.mouse.move(640, 700);
  // The closing dropdown keeps its old content until its animation ends.
  await expect(profileMenu(page)).toBeHidden();
  await expectNoEnglish(page);

  await openProfileMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Se déconnecter' })).toBeVisible();
  await expectNoEnglish(page);
  await page.keyboard.press('Escape');
  await expect(profileMenu(page)).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name: "Vos modules d'IA" })).toBeVisible();
  await page.goto('/result/predict-result');
  await expect(page.getByRole('heading', { name: 'Historique des prédictions' })).toBeVisible();
  await expectNoEnglish(page);
});

test('the English screen really contains catalogue texts (the check above can fail)', async ({
  page,
}) => {
  await signIn(page);
  const texts = await visibleTexts(page);
  expect(texts.filter((t) => englishOnly.some((re) => re.test(t))).length).toBeGreaterThan(5);
});
