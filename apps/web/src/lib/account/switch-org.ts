import type { Org } from '@dermadesk/contracts';
import type { ApiClient } from '../api/api-client';
import type { AccountAction } from './account-reducer';
import { fetchOrg } from './fetch-org';
import { rememberOrg } from './org-cookie';

/**
 * Switch organisation: remember the choice for this user (7-day cookie; the account state keeps
 * it locally), fetch its details fresh, then make it current. Queries keyed by organisation
 * refetch because their key changes.
 */
export async function switchOrg(
  deps: { api: ApiClient; dispatch: (action: AccountAction) => void; userId: string },
  orgId: string,
): Promise<Org> {
  const org = await fetchOrg(deps.api, orgId);
  rememberOrg(deps.userId, orgId);
  deps.dispatch({ type: 'SWITCH_ORG', org });
  return org;
}
