import { locales, type Locale } from '@dermadesk/contracts';
import { readJson, storageKeys, writeJson } from '../storage';

export const DEFAULT_LANGUAGE: Locale = 'en';
export const languages: readonly Locale[] = locales;

export function isLanguage(value: unknown): value is Locale {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The saved language, or English. */
export function savedLanguage(): Locale {
  const saved = readJson<unknown>(storageKeys.language);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

export function saveLanguage(language: Locale) {
  writeJson(storageKeys.language, language);
}
