import { locales, type Locale } from '@dermadesk/contracts';
import { readJson, storageKeys, writeJson } from '../storage';

export const DEFAULT_LANGUAGE: Locale = 'en';
export const languages: readonly Locale[] = locales;

export function isLanguage(value: unknown): value is Locale {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language this browser's user chose, if any. */
function savedChoice(): Locale | undefined {
  const saved = readJson<unknown>(storageKeys.language);
  return isLanguage(saved) ? saved : undefined;
}

/** The saved language, or English. */
export function savedLanguage(): Locale {
  return savedChoice() ?? DEFAULT_LANGUAGE;
}

/**
 * The language a page opens in. Staff get the saved choice or English (the product's default). A
 * patient on a clinic's public booking page has saved nothing and never will: they get the first
 * of their browser's languages the app speaks, so a French clinic's patients read French at once.
 */
export function openingLanguage(
  forPatients: boolean,
  browser: readonly string[] = navigator.languages,
): Locale {
  const saved = savedChoice();
  if (saved || !forPatients) return saved ?? DEFAULT_LANGUAGE;
  return browser.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

export function saveLanguage(language: Locale) {
  writeJson(storageKeys.language, language);
}
