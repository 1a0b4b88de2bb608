import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { paths } from '../paths';
import { OIDC_CLIENT_ID, OIDC_SCOPES } from './oidc-settings';

let manager: UserManager | undefined;

/**
 * Authorization code + PKCE (S256) against the provider at our own origin. The library keeps the
 * PKCE state in localStorage; the resulting tokens go to our token store, not the library's.
 */
export function userManager(): UserManager {
  if (manager) return manager;
  const origin = window.location.origin;
  manager = new UserManager({
    authority: origin,
    client_id: OIDC_CLIENT_ID,
    redirect_uri: `${origin}${paths.signInCallback.href()}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: OIDC_SCOPES,
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: localStorage, prefix: 'dermadesk.oidc.' }),
  });
  return manager;
}
