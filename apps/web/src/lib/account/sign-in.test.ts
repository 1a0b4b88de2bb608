import type { Org, User } from '@dermadesk/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { createTokenStore } from '../auth/token-store';
import type { AccountAction } from './account-reducer';
import { completeSignIn } from './sign-in';

const user: User = {
  id: 'u1',
  orgRoleList: [
    { orgId: 'o1', role: 'admin' },
    { orgId: 'o2', role: 'member' },
    { orgId: 'o3', role: 'member' },
  ],
  firstName: 'Ana',
  lastName: 'Nguyen',
  userName: 'ana',
  email: 'ana@example.org',
  avatarUrl: null,
};
const org = (id: string): Org => ({ id, name: id, avatarUrl: null, configs: [], apps: [] });

function fakeApi(opts: { syncFails?: boolean; failingOrg?: string } = {}) {
  const get = vi.fn((path: string, req?: { orgId?: string }) => {
    const id = path.split('/').pop()!;
    expect(req?.orgId).toBe(id);
    return id === opts.failingOrg ? Promise.reject(new ApiError('http')) : Promise.resolve(org(id));
  });
  const post = vi.fn(() =>
    opts.syncFails ? Promise.reject(new ApiError('network')) : Promise.resolve(user),
  );
  return { get, post } as unknown as ApiClient & { get: typeof get; post: typeof post };
}

const tokens = { idToken: 'id', accessToken: 'at', refreshToken: 'rt' };

describe('sign-in event', () => {
  it('syncs the user, loads each organisation and LOGINs with the remembered one', async () => {
    const api = fakeApi();
    const store = createTokenStore(localStorage);
    const actions: AccountAction[] = [];
    await completeSignIn(
      { api, tokens: store, dispatch: (a) => actions.push(a), remembered: () => 'o2' },
      tokens,
    );
    expect(api.post).toHaveBeenCalledWith('/api/v1/users/sync-user');
    expect(api.get).toHaveBeenCalledTimes(3);
    expect(store.get()).toEqual(tokens);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ type: 'LOGIN', token: 'id', currentOrgId: 'o2' });
  });

  it('chooses the first organisation when the remembered one is not available', async () => {
    const actions: AccountAction[] = [];
    await completeSignIn(
      {
        api: fakeApi({ failingOrg: 'o2' }),
        tokens: createTokenStore(localStorage),
        dispatch: (a) => actions.push(a),
        remembered: () => 'o2',
      },
      tokens,
    );
    const login = actions[0] as Extract<AccountAction, { type: 'LOGIN' }>;
    expect(login.currentOrgId).toBe('o1');
    // A failed organisation lookup is left out rather than failing the sign-in.
    expect(login.orgs.map((o) => o.id)).toEqual(['o1', 'o3']);
  });

  it('changes nothing when the sign-in fails', async () => {
    const store = createTokenStore(localStorage);
    const dispatch = vi.fn();
    await expect(
      completeSignIn({ api: fakeApi({ syncFails: true }), tokens: store, dispatch }, tokens),
    ).rejects.toBeInstanceOf(ApiError);
    expect(dispatch).not.toHaveBeenCalled();
    expect(store.get()).toBeNull();
  });
});
