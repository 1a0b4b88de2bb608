import type { Locale } from '@dermadesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api/client';
import { isLanguage } from '../lib/i18n/languages';
import {
  applyRemoteTranslations,
  fetchRemoteTranslations,
  isLocalHost,
} from '../lib/i18n/remote-translations';

/** Loads the organisation's text overrides for the current language and applies them. */
export function useRemoteTranslations(orgId: string | null) {
  const { i18n } = useTranslation();
  const locale: Locale = isLanguage(i18n.language) ? i18n.language : 'en';
  const { data } = useQuery({
    queryKey: ['translations', orgId, locale],
    queryFn: () => fetchRemoteTranslations(api, locale),
    enabled: Boolean(orgId) && !isLocalHost(window.location.hostname),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (data && applyRemoteTranslations(i18n, locale, data, window.location.hostname) > 0) {
      // Re-render with the overrides.
      void i18n.changeLanguage(locale);
    }
  }, [data, i18n, locale]);
}
