import type { Locale as AntdLocale } from 'antd/es/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { FeedbackProvider } from '../components/feedback';
import { LoadingOverlayProvider } from '../components/loading-overlay';
import { accountStore } from '../lib/account/account-store';
import { i18n } from '../lib/i18n/i18n';
import { isLanguage } from '../lib/i18n/languages';
import { defaultAntdLocale, loadAntdLocale } from './antd-locale';
import { createAppRouter } from './router';

export const queryClient = new QueryClient({
  defaultOptions: {
    // The API client owns retries (5xx/408) and session renewal.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Signed out (LOGOUT or expired session): nothing cached for the previous user survives. Only on
// that change: a visitor who was never signed in (the public booking page) keeps its queries.
let wasLoggedIn = accountStore.getState().isLoggedIn;
accountStore.subscribe(() => {
  const { isLoggedIn } = accountStore.getState();
  if (wasLoggedIn && !isLoggedIn) queryClient.clear();
  wasLoggedIn = isLoggedIn;
});

const router = createAppRouter();

const theme = {
  token: {
    colorPrimary: '#0f4c81',
    borderRadius: 8,
    fontFamily: 'system-ui, sans-serif',
    // antd's default secondary greys fall under the WCAG AA contrast ratio on white.
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    // Placeholders are the only hint some fields give (the booking form's selects): 5.3:1.
    colorTextPlaceholder: '#6b6b6b',
    colorError: '#c62828',
    // The default link blue (#1677ff) is under 4.5:1 on white.
    colorLink: '#0f4c81',
  },
  components: {
    Menu: { itemSelectedBg: '#e3edf7', itemSelectedColor: '#0f4c81' },
    // An empty table's text ('No appointment types yet') is drawn in the disabled grey (1.6:1),
    // but it is content, not a disabled control.
    Table: { colorTextDisabled: '#595959' },
  },
};

function useAntdLocale() {
  const [locale, setLocale] = useState<AntdLocale>(defaultAntdLocale);
  useEffect(() => {
    const apply = (lng: string) => {
      if (isLanguage(lng)) void loadAntdLocale(lng).then(setLocale);
    };
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, []);
  return locale;
}

export function App() {
  const locale = useAntdLocale();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={locale} theme={theme}>
          <FeedbackProvider>
            <LoadingOverlayProvider>
              <RouterProvider router={router} />
            </LoadingOverlayProvider>
          </FeedbackProvider>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
