import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FullPageLoader } from '../components/loaders';
import { accountStore } from '../lib/account/account-store';
import { tokenStore } from '../lib/auth/token-store';
import { initI18n } from '../lib/i18n/i18n';
import { openingLanguage } from '../lib/i18n/languages';
import { App } from './app';
import { onPublicBooking } from './boot-route';
import './global.css';

/** Renders the app: a full-page loader until the language and the session are set up. */
export async function startApp() {
  const root = createRoot(document.getElementById('root')!);
  root.render(<FullPageLoader />);
  await initI18n(openingLanguage(onPublicBooking(window.location.pathname)));
  const tokens = tokenStore.get();
  const saved = accountStore.getState();
  accountStore.dispatch({
    type: 'ACCOUNT_INITIALISE',
    isLoggedIn: saved.isLoggedIn && Boolean(tokens),
    token: tokens?.idToken ?? null,
  });
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
