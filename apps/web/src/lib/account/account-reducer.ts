import type { Org, OrgRoleEntry, User } from '@dermadesk/contracts';

/** The persisted account state, as the product names it. */
export interface AccountState {
  /** The ID token (the API's bearer). */
  token: string | null;
  isLoggedIn: boolean;
  isInitialized: boolean;
  user: User | null;
  id: string | null;
  listCurrentOrgs: Org[];
  /** The chosen organisation id. */
  currentOrgAccess: string | null;
  /** The chosen organisation, otherwise the first, otherwise empty (null). */
  currentOrgDetail: Org | null;
}

export type AccountAction =
  | { type: 'ACCOUNT_INITIALISE'; isLoggedIn: boolean; token: string | null }
  | { type: 'LOGIN'; token: string; user: User; orgs: Org[]; currentOrgId: string | null }
  | { type: 'LOGOUT' }
  | { type: 'SWITCH_ORG'; org: Org }
  /** An accepted invitation: the organisation joins the role list and becomes current. */
  | { type: 'JOIN_ORG'; org: Org; entry: OrgRoleEntry }
  | { type: 'TOKEN_REFRESHED'; token: string };

export const initialAccountState: AccountState = {
  token: null,
  isLoggedIn: false,
  isInitialized: false,
  user: null,
  id: null,
  listCurrentOrgs: [],
  currentOrgAccess: null,
  currentOrgDetail: null,
};

export function pickCurrentOrg(orgs: Org[], chosenId: string | null): Org | null {
  return orgs.find((o) => o.id === chosenId) ?? orgs[0] ?? null;
}

export function accountReducer(state: AccountState, action: AccountAction): AccountState {
  switch (action.type) {
    case 'ACCOUNT_INITIALISE':
      if (!action.isLoggedIn) return { ...initialAccountState, isInitialized: true };
      return { ...state, isInitialized: true, isLoggedIn: true, token: action.token };
    case 'LOGIN': {
      const current = pickCurrentOrg(action.orgs, action.currentOrgId);
      return {
        ...state,
        token: action.token,
        isLoggedIn: true,
        isInitialized: true,
        user: action.user,
        id: action.user.id,
        listCurrentOrgs: action.orgs,
        currentOrgAccess: current?.id ?? null,
        currentOrgDetail: current,
      };
    }
    case 'LOGOUT':
      return { ...initialAccountState, isInitialized: true };
    case 'JOIN_ORG': {
      const switched = accountReducer(state, { type: 'SWITCH_ORG', org: action.org });
      if (!switched.user) return switched;
      const others = switched.user.orgRoleList.filter((r) => r.orgId !== action.entry.orgId);
      return { ...switched, user: { ...switched.user, orgRoleList: [...others, action.entry] } };
    }
    case 'SWITCH_ORG': {
      const exists = state.listCurrentOrgs.some((o) => o.id === action.org.id);
      const list = exists
        ? state.listCurrentOrgs.map((o) => (o.id === action.org.id ? action.org : o))
        : [...state.listCurrentOrgs, action.org];
      return {
        ...state,
        listCurrentOrgs: list,
        currentOrgAccess: action.org.id,
        currentOrgDetail: action.org,
      };
    }
    case 'TOKEN_REFRESHED':
      return state.isLoggedIn ? { ...state, token: action.token } : state;
  }
}
