import type { QueryClient } from '@tanstack/react-query';
import { accountStore } from '../account/account-store';
import { completeSignIn } from '../account/sign-in';
import { api } from '../api/client';
import { dropAllDrafts, dropDraftsOfOthers } from '../draft-store';
import { i18n } from '../i18n/i18n';
import { setSignInNotice } from '../storage';
import { OIDC_CLIENT_ID } from './oidc-settings';
import { redirectToSignIn } from './sign-in-redirect';
import { tokenStore } from './token-store';
import { userManager } from './user-manager';

/** Sends the browser to the hosted sign-in page, in the current language. */
export function startSignIn() {
  return redirectToSignIn(i18n.language);
}

const callbacks = new Map<string, Promise<void>>();

/** Completes the code exchange once per callback URL (React may mount the page twice). */
export function handleSignInCallback(url = window.location.href): Promise<void> {
  let pending = callbacks.get(url);
  if (!pending) {
    pending = (async () => {
      const user = await userManager().signinRedirectCallback(url);
      if (!user.id_token) throw new Error('The provider returned no ID token');
      const signedIn = await completeSignIn(
        { api, tokens: tokenStore, dispatch: accountStore.dispatch },
        {
          idToken: user.id_token,
          accessToken: user.access_token,
          refreshToken: user.refresh_token,
        },
      );
      // The last session may have ended without a sign-out (expired, tab closed).
      await dropDraftsOfOthers(signedIn.id);
    })();
    callbacks.set(url, pending);
  }
  return pending;
}

let signingOut = false;

/**
 * LOGOUT locally (tokens, organisations and unsaved drafts cleared), revoke the refresh token,
 * then end the provider session, which returns to the site root.
 */
export async function signOut(queryClient: QueryClient) {
  if (signingOut) return;
  signingOut = true;
  const tokens = tokenStore.get();
  setSignInNotice('signedOut');
  tokenStore.clear();
  accountStore.dispatch({ type: 'LOGOUT' });
  queryClient.clear();
  // Before the redirect: the page that would finish a pending deletion is about to go.
  await dropAllDrafts();
  const manager = userManager();
  if (tokens?.refreshToken) {
    try {
      await fetch('/oauth2/revoke', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token: tokens.refreshToken,
          token_type_hint: 'refresh_token',
          client_id: OIDC_CLIENT_ID,
        }).toString(),
      });
    } catch {
      // The end-session call below still closes the provider session.
    }
  }
  try {
    await manager.signoutRedirect({
      ...(tokens ? { id_token_hint: tokens.idToken } : {}),
      extraQueryParams: { ui_locales: i18n.language },
    });
  } catch {
    window.location.assign('/');
  }
}
