import type { Org, User } from '@dermadesk/contracts';
import { describe, expect, it } from 'vitest';
import { accountReducer, initialAccountState, type AccountState } from './account-reducer';

const user: User = {
  id: 'u1',
  orgRoleList: [
    { orgId: 'o1', role: 'admin' },
    { orgId: 'o2', role: 'member' },
  ],
  firstName: 'Ana',
  lastName: 'Nguyen',
  userName: 'ana',
  email: 'ana@example.org',
  avatarUrl: null,
};
const org = (id: string, name = id): Org => ({ id, name, avatarUrl: null, configs: [], apps: [] });

const loggedIn = (currentOrgId: string | null = 'o2'): AccountState =>
  accountReducer(initialAccountState, {
    type: 'LOGIN',
    token: 'id-token',
    user,
    orgs: [org('o1'), org('o2')],
    currentOrgId,
  });

describe('account reducer', () => {
  it('LOGIN stores the user, the organisations and the chosen one', () => {
    const s = loggedIn();
    expect(s).toMatchObject({
      token: 'id-token',
      isLoggedIn: true,
      isInitialized: true,
      id: 'u1',
      currentOrgAccess: 'o2',
    });
    expect(s.listCurrentOrgs.map((o) => o.id)).toEqual(['o1', 'o2']);
    expect(s.currentOrgDetail?.id).toBe('o2');
  });

  it('falls back to the first organisation, otherwise to none', () => {
    expect(loggedIn('gone').currentOrgDetail?.id).toBe('o1');
    expect(loggedIn(null).currentOrgAccess).toBe('o1');
    const empty = accountReducer(initialAccountState, {
      type: 'LOGIN',
      token: 't',
      user: { ...user, orgRoleList: [] },
      orgs: [],
      currentOrgId: null,
    });
    expect(empty.currentOrgDetail).toBeNull();
    expect(empty.currentOrgAccess).toBeNull();
  });

  it('LOGOUT clears the token, the user and the organisation list but stays initialised', () => {
    const s = accountReducer(loggedIn(), { type: 'LOGOUT' });
    expect(s).toEqual({ ...initialAccountState, isInitialized: true });
  });

  it('SWITCH_ORG replaces the entry in the list and makes it current', () => {
    const renamed = org('o1', 'Renamed clinic');
    const s = accountReducer(loggedIn(), { type: 'SWITCH_ORG', org: renamed });
    expect(s.currentOrgAccess).toBe('o1');
    expect(s.currentOrgDetail).toBe(renamed);
    expect(s.listCurrentOrgs.map((o) => o.name)).toEqual(['Renamed clinic', 'o2']);
  });

  it('JOIN_ORG adds the organisation and its role, and makes it current', () => {
    const joined = org('o3', 'New clinic');
    const s = accountReducer(loggedIn(), {
      type: 'JOIN_ORG',
      org: joined,
      entry: { orgId: 'o3', role: 'member' },
    });
    expect(s.currentOrgAccess).toBe('o3');
    expect(s.listCurrentOrgs.map((o) => o.id)).toEqual(['o1', 'o2', 'o3']);
    expect(s.user?.orgRoleList).toContainEqual({ orgId: 'o3', role: 'member' });
    expect(s.user?.orgRoleList).toHaveLength(3);
  });

  it('initialise keeps a persisted session only when tokens are still there', () => {
    const persisted = { ...loggedIn(), isInitialized: false };
    const kept = accountReducer(persisted, {
      type: 'ACCOUNT_INITIALISE',
      isLoggedIn: true,
      token: 'id-token',
    });
    expect(kept).toMatchObject({ isInitialized: true, isLoggedIn: true, currentOrgAccess: 'o2' });
    const dropped = accountReducer(persisted, {
      type: 'ACCOUNT_INITIALISE',
      isLoggedIn: false,
      token: null,
    });
    expect(dropped).toEqual({ ...initialAccountState, isInitialized: true });
  });

  it('takes a refreshed token only while signed in', () => {
    expect(accountReducer(loggedIn(), { type: 'TOKEN_REFRESHED', token: 'new' }).token).toBe('new');
    const out = { ...initialAccountState, isInitialized: true };
    expect(accountReducer(out, { type: 'TOKEN_REFRESHED', token: 'new' })).toBe(out);
  });
});
