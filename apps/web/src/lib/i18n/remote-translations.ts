import type { i18n as I18n } from 'i18next';
import type { Locale } from '@dermadesk/contracts';
import type { ApiClient } from '../api/api-client';

export const TRANSLATION_SOURCE = 'web';

/** Served from localhost (development, tests) the built-in texts stay as they are. */
export function isLocalHost(hostname: string) {
  return ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname);
}

export function fetchRemoteTranslations(api: ApiClient, locale: Locale) {
  return api.get<Record<string, string>>('/utility-service/cms/api/contents/translation', {
    query: { source: TRANSLATION_SOURCE, locale },
  });
}

/**
 * Remote entries override the built-in texts; keys use the catalogue's dotted paths
 * (`menu.history`). Returns how many were applied.
 */
export function applyRemoteTranslations(
  i18n: I18n,
  locale: Locale,
  entries: Record<string, string>,
  hostname: string,
): number {
  if (isLocalHost(hostname)) return 0;
  const valid = Object.entries(entries).filter(([k, v]) => k && typeof v === 'string');
  if (valid.length) i18n.addResources(locale, 'translation', Object.fromEntries(valid));
  return valid.length;
}
