import { locales, type Locale } from '@dermadesk/contracts';
import { RESULT_TEXTS, type ResultTexts } from '@dermadesk/contracts/result-texts';

/** The sign-in page's texts: the `signIn` part of the catalogue the web app reads too. */
export type SignInTexts = ResultTexts['signIn'];
export const signInLocales = locales;

export function signInTexts(locale: Locale): SignInTexts {
  return RESULT_TEXTS[locale].signIn;
}

/**
 * The page language: an explicit choice (`?lang=` or the OIDC `ui_locales`), otherwise the
 * browser's Accept-Language, otherwise English.
 */
export function pickLocale(...candidates: (string | undefined)[]): Locale {
  for (const candidate of candidates) {
    for (const tag of (candidate ?? '').split(/[\s,]+/)) {
      const base = tag.split(/[-_;]/)[0]?.toLowerCase();
      const match = locales.find((l) => l === base);
      if (match) return match;
    }
  }
  return 'en';
}
