import type { Org, OrgRoleEntry } from '@dermadesk/contracts';
import type { ApiClient } from '../api/api-client';
import type { AccountAction } from './account-reducer';
import { fetchOrg } from './fetch-org';
import { rememberOrg } from './org-cookie';

/**
 * After an accepted invitation: load the organisation and make it current at once, with its
 * role, so the menus and access checks see it without signing in again.
 */
export async function joinOrg(
  deps: { api: ApiClient; dispatch: (action: AccountAction) => void; userId: string },
  entry: OrgRoleEntry,
): Promise<Org> {
  const org = await fetchOrg(deps.api, entry.orgId);
  rememberOrg(deps.userId, entry.orgId);
  deps.dispatch({ type: 'JOIN_ORG', org, entry });
  return org;
}
