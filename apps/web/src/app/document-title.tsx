import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

export interface RouteHandle {
  titleKey?: string;
}

/** Window title: the demo label, then the page title of the deepest matched route. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches]
    .reverse()
    .find((m) => (m.handle as RouteHandle | undefined)?.titleKey)?.handle as
    RouteHandle | undefined;
  const title = titleKey?.titleKey ? t(titleKey.titleKey) : '';
  useEffect(() => {
    document.title = title ? `${t('app.titlePrefix')} | ${title}` : t('app.titlePrefix');
  }, [t, title]);
  return null;
}
