import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@dermadesk/contracts';
import {
  english,
  loadCatalogue,
  loadDeferredEnglish,
  type DeferredTexts,
} from '../../locales/catalogues';
import { DEFAULT_LANGUAGE, saveLanguage } from './languages';

export const i18n: I18n = i18next.createInstance();

async function ensureCatalogue(language: Locale) {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  // Keep remote overrides that arrived first (deep merge, existing values win).
  i18n.addResourceBundle(language, 'translation', await loadCatalogue(language), true, false);
}

export async function initI18n(language: Locale) {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: english } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'fr', 'vi', 'pt', 'es'],
    interpolation: { escapeValue: false },
    returnNull: false,
    // A page's deferred English arrives after the shell rendered (the document title, for one):
    // components read the added texts at once.
    react: { bindI18nStore: 'added' },
  });
  await setLanguage(language, { save: false });
}

/** Loads the catalogue if needed, applies it at once and saves the choice. */
export async function setLanguage(language: Locale, { save = true } = {}) {
  await ensureCatalogue(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  if (save) saveLanguage(language);
}

const pageTexts = new Map<DeferredTexts, Promise<void>>();

/**
 * The deferred English texts a page uses, loaded once (lazyPage awaits them with the page's code).
 * Remote overrides that arrived first win, as for the other languages.
 */
export function loadPageTexts(names: readonly DeferredTexts[]): Promise<unknown> {
  return Promise.all(
    names.map((name) => {
      let loading = pageTexts.get(name);
      if (!loading) {
        loading = loadDeferredEnglish([name]).then((tree) => {
          i18n.addResourceBundle('en', 'translation', tree, true, false);
        });
        // A failed load (network) is tried again by the next visit to the page.
        loading.catch(() => pageTexts.delete(name));
        pageTexts.set(name, loading);
      }
      return loading;
    }),
  );
}
