import type { Org, User } from '@dermadesk/contracts';
import type { ApiClient } from '../api/api-client';
import type { TokenStore, Tokens } from '../auth/token-store';
import type { AccountAction } from './account-reducer';
import { fetchOrg } from './fetch-org';
import { rememberedOrg } from './org-cookie';

export interface SignInDeps {
  api: ApiClient;
  tokens: TokenStore;
  dispatch: (action: AccountAction) => void;
  remembered?: (userId: string) => string | null;
}

/**
 * The sign-in event: store the tokens, sync the user, load each organisation of the role list,
 * choose the remembered one (else the first) and LOGIN. On failure nothing is kept.
 */
export async function completeSignIn(deps: SignInDeps, tokens: Tokens): Promise<User> {
  const remembered = deps.remembered ?? rememberedOrg;
  deps.tokens.set(tokens);
  try {
    const user = await deps.api.post<User>('/api/v1/users/sync-user');
    const orgs = await Promise.all(
      user.orgRoleList.map((r) =>
        fetchOrg(deps.api, r.orgId).catch((error: unknown) => {
          // Organisation lookups that fail are logged and left out.
          console.warn('Organisation lookup failed', r.orgId, error);
          return null;
        }),
      ),
    );
    const available = orgs.filter((o): o is Org => o !== null);
    const chosen = remembered(user.id);
    const currentOrgId = available.some((o) => o.id === chosen)
      ? chosen
      : (available[0]?.id ?? null);
    deps.dispatch({
      type: 'LOGIN',
      token: deps.tokens.get()?.idToken ?? tokens.idToken,
      user,
      orgs: available,
      currentOrgId,
    });
    return user;
  } catch (error) {
    deps.tokens.clear();
    throw error;
  }
}
