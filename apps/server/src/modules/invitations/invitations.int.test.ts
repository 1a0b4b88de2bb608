import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';

const LEO = 'leo.martin@demo.dermadesk.example';

/**
 * Adding a member by e-mail (issue 21, item 7): the admin's answer is the same for an address
 * with an account and one without, and nobody joins without accepting.
 */
describe.each(databaseKinds())('invitations (%s)', (kind) => {
  let t: TestContext;
  let ana: Record<string, string>; // admin of Demo Clinic
  let leo: Record<string, string>; // not in Demo Clinic; admin of Northside
  let noOrg: Record<string, string>;
  let members: string;
  let invitations: string;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ana = bearer(await t.tokenFor(t.userIds.ana));
    leo = bearer(await t.tokenFor(t.userIds.leo));
    noOrg = bearer(await t.tokenFor(t.userIds.noOrg));
    members = `/api/v1/orgs/${t.orgIds.clinic}/members`;
    invitations = `/api/v1/orgs/${t.orgIds.clinic}/invitations`;
  });
  afterAll(() => t.close());

  const invite = (email: string, role = 'member', headers = ana) =>
    t.app.inject({ method: 'POST', url: members, headers, payload: { email, role } });
  const mine = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/v1/users/invitations', headers })).json().data as {
      id: string;
      orgId: string;
      orgName: string;
      role: string;
    }[];
  const act = (headers: Record<string, string>, id: string, what: 'accept' | 'decline') =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/invitations/${id}/${what}`, headers });
  const clinicStatus = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: `/api/v1/orgs/${t.orgIds.clinic}`, headers })).statusCode;

  it('answers the same for an address with an account and one without, and adds nobody', async () => {
    const known = await invite(LEO.toUpperCase());
    const unknown = await invite('Nobody.Here@Example.com');
    expect(known.statusCode).toBe(201);
    expect(unknown.statusCode).toBe(201);
    const shape = (res: typeof known) => {
      const { id, email, invitedAt, ...rest } = res.json().data as Record<string, string> & {
        email: string;
        invitedAt: string;
      };
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(invitedAt)).not.toBeNaN();
      return { ...rest, email: typeof email, headers: Object.keys(res.headers) };
    };
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.json().data).toMatchObject({
      email: LEO,
      role: 'member',
      status: 'pending',
      invitedBy: 'Ana Nguyen',
    });
    expect(unknown.json().data.email).toBe('nobody.here@example.com');

    expect(await clinicStatus(leo)).toBe(403); // not a member until Leo accepts
    const list = (await t.app.inject({ url: members, headers: ana })).json().data;
    expect(list.map((m: { email: string }) => m.email)).not.toContain(LEO);
    const pending = (await t.app.inject({ url: invitations, headers: ana })).json().data;
    expect(pending.map((i: { email: string }) => i.email)).toEqual([
      LEO,
      'nobody.here@example.com',
    ]);
  });

  it("shows an invitation only to its address's owner, who joins by accepting it", async () => {
    const [invitation] = await mine(leo);
    expect(invitation).toMatchObject({
      orgId: t.orgIds.clinic,
      orgName: expect.any(String),
      role: 'member',
      invitedBy: 'Ana Nguyen',
    });
    expect(await mine(noOrg)).toEqual([]);
    expect((await act(noOrg, invitation!.id, 'accept')).statusCode).toBe(404);
    expect((await act(noOrg, invitation!.id, 'decline')).statusCode).toBe(404);

    // A new invitation for the same address replaces the role, not the invitation.
    expect((await invite(LEO, 'admin')).json().data.id).toBe(invitation!.id);
    const accepted = await act(leo, invitation!.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toEqual({ orgId: t.orgIds.clinic, role: 'admin' });
    expect(await clinicStatus(leo)).toBe(200);
    expect((await act(leo, invitation!.id, 'accept')).statusCode).toBe(404);
    expect(await mine(leo)).toEqual([]);
    expect((await invite(LEO)).statusCode).toBe(409); // a member already: the admins see it listed
  });

  it('lets the person decline, and an admin withdraw, and nobody else', async () => {
    const declined = (await invite('no.org@demo.dermadesk.example')).json().data;
    expect((await act(noOrg, declined.id, 'decline')).statusCode).toBe(200);
    expect(await mine(noOrg)).toEqual([]);
    expect(await clinicStatus(noOrg)).toBe(403);

    const pending = (await t.app.inject({ url: invitations, headers: ana })).json().data;
    const nobody = pending.find((i: { email: string }) => i.email === 'nobody.here@example.com');
    const withdraw = (headers: Record<string, string>, orgId = t.orgIds.clinic) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/orgs/${orgId}/invitations/${nobody.id}`,
        headers,
      });
    // Leo administers Northside: through his own organisation the invitation is not found.
    expect((await withdraw(leo, t.orgIds.northside)).statusCode).toBe(404);
    expect((await withdraw(ana)).statusCode).toBe(200);
    expect((await withdraw(ana)).statusCode).toBe(404);
    expect((await t.app.inject({ url: invitations, headers: ana })).json().data).toEqual([]);
  });

  it('refuses invitations from members who are not admins', async () => {
    // Ana is a plain member of Northside.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orgs/${t.orgIds.northside}/members`,
      headers: ana,
      payload: { email: 'someone@example.com', role: 'member' },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/v1/orgs/${t.orgIds.northside}/invitations`, headers: ana }))
        .statusCode,
    ).toBe(403);
  });
});
