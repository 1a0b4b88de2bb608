import { accountStore } from '../account/account-store';
import { OIDC_CLIENT_ID, TOKEN_ENDPOINT_PATH } from '../auth/oidc-settings';
import { tokenStore } from '../auth/token-store';
import { setSignInNotice } from '../storage';
import { createApiClient } from './api-client';
import { progressFetch } from './upload-progress';

/** The app's single API client, wired to the stored tokens and the current organisation. */
export const api = createApiClient({
  tokens: tokenStore,
  getOrgId: () => accountStore.getState().currentOrgAccess,
  tokenEndpoint: TOKEN_ENDPOINT_PATH,
  clientId: OIDC_CLIENT_ID,
  fetch: progressFetch,
  onSessionExpired: () => {
    setSignInNotice('sessionExpired');
    accountStore.dispatch({ type: 'LOGOUT' });
  },
});

// A refreshed ID token becomes the account's token too.
tokenStore.subscribe((tokens) => {
  if (tokens) accountStore.dispatch({ type: 'TOKEN_REFRESHED', token: tokens.idToken });
});
