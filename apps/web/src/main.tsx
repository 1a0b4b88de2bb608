import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { FullPageLoader } from './components/loaders';
import { accountStore } from './lib/account/account-store';
import { tokenStore } from './lib/auth/token-store';
import { initI18n } from './lib/i18n/i18n';
import { savedLanguage } from './lib/i18n/languages';
import './app/global.css';

const root = createRoot(document.getElementById('root')!);
// Until the auth setup has finished: a full-page loader.
root.render(<FullPageLoader />);

async function start() {
  await initI18n(savedLanguage());
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

void start();
