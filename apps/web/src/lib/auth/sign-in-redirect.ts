import { userManager } from './user-manager';

let redirecting = false;

/**
 * Sends the browser to the hosted sign-in page in `language`. Kept apart from the session code
 * (API client, i18n, account store) so a signed-out visit can load this and nothing else.
 */
export async function redirectToSignIn(language: string) {
  if (redirecting) return;
  redirecting = true;
  try {
    await userManager().signinRedirect({ ui_locales: language });
  } catch (error) {
    redirecting = false;
    throw error;
  }
}
