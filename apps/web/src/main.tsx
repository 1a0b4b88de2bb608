import { goesStraightToSignIn, readBootFacts } from './app/boot-route';
import { savedLanguage } from './lib/i18n/languages';
import { paths } from './lib/paths';

// The entry stays tiny: a signed-out visitor loads only the sign-in redirect (oidc-client-ts);
// everyone else loads the app. index.html shows a CSS spinner until either takes over.
const startApp = () => import('./app/start').then((m) => m.startApp());

if (goesStraightToSignIn(readBootFacts())) {
  // Where the guards would have sent the visitor: the back button returns to the sign-in route.
  window.history.replaceState(null, '', paths.signIn.href());
  void import('./lib/auth/sign-in-redirect')
    .then((m) => m.redirectToSignIn(savedLanguage()))
    // The provider is unreachable: the app's sign-in page explains it and offers a retry.
    .catch(() => startApp());
} else {
  void startApp();
}
