import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';

describe.each(databaseKinds())('organisations API (%s)', (kind) => {
  let t: TestContext;
  let ana: Record<string, string>;
  let leo: Record<string, string>;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ana = bearer(await t.tokenFor(t.userIds.ana));
    leo = bearer(await t.tokenFor(t.userIds.leo));
  });
  afterAll(() => t.close());

  it('sync-user returns the profile and the organisation roles from the database', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sync-user',
      headers: ana,
    });
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: t.userIds.ana,
        orgRoleList: expect.arrayContaining([
          { orgId: t.orgIds.clinic, role: 'admin' },
          { orgId: t.orgIds.northside, role: 'member' },
        ]),
        firstName: 'Ana',
        lastName: 'Nguyen',
        userName: 'ana.nguyen',
        email: 'ana.nguyen@demo.dermadesk.example',
        avatarUrl: null,
      },
    });
  });

  it('GET /orgs/{id} gives the organisation with configs and apps to a member', async () => {
    const res = await t.app.inject({ url: `/api/v1/orgs/${t.orgIds.clinic}`, headers: ana });
    expect(res.statusCode).toBe(200);
    const org = res.json().data;
    expect(org.name).toBe('Demo Clinic');
    expect(org.apps[0].miniApps).toContain('bDemo');
    expect(org.configs).toContainEqual({ key: 'ENABLE_AMBIENT_SCRIBES', value: 'true' });
    const northside = (
      await t.app.inject({ url: `/api/v1/orgs/${t.orgIds.northside}`, headers: leo })
    ).json().data;
    expect(northside.name.length).toBeGreaterThanOrEqual(21);
    expect(northside.configs).toContainEqual({ key: 'ENABLE_AMBIENT_SCRIBES', value: 'false' });
  });

  it('lets an admin manage members, and keeps at least one admin', async () => {
    const url = `/api/v1/orgs/${t.orgIds.clinic}/members`;
    // Adding by e-mail invites (invitations.int.test.ts); Leo accepts and is a member.
    const invite = await t.app.inject({
      method: 'POST',
      url,
      headers: ana,
      payload: { email: 'leo.martin@demo.dermadesk.example', role: 'member' },
    });
    expect(invite.statusCode).toBe(201);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/invitations/${invite.json().data.id}/accept`,
      headers: leo,
    });
    expect(accept.json().data).toEqual({ orgId: t.orgIds.clinic, role: 'member' });

    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: ana,
      payload: { email: 'leo.martin@demo.dermadesk.example', role: 'member' },
    });
    expect(again.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: ana,
      payload: { email: 'not-an-email', role: 'owner' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('BAD_REQUEST');

    const list = await t.app.inject({ url, headers: ana });
    expect(list.json().data.map((m: { email: string }) => m.email)).toEqual([
      'ana.nguyen@demo.dermadesk.example',
      'leo.martin@demo.dermadesk.example',
    ]);

    const demoteLast = await t.app.inject({
      method: 'PATCH',
      url: `${url}/${t.userIds.ana}`,
      headers: ana,
      payload: { role: 'member' },
    });
    expect(demoteLast.statusCode).toBe(409);
    const removeLast = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${t.userIds.ana}`,
      headers: ana,
    });
    expect(removeLast.statusCode).toBe(409);

    const remove = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${t.userIds.leo}`,
      headers: ana,
    });
    expect(remove.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/v1/orgs/${t.orgIds.clinic}`, headers: leo })).statusCode,
    ).toBe(403);
  });

  it('reads and updates configs in one transaction, removing keys set to null', async () => {
    const url = `/api/v1/orgs/${t.orgIds.northside}/configs`;
    const admin = leo; // Leo administers Northside
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: {
        configs: [
          { key: 'ENABLE_AMBIENT_SCRIBES', value: 'true' },
          { key: 'PASI', value: null },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const configs = put.json().data as { key: string; value: string }[];
    expect(configs).toContainEqual({ key: 'ENABLE_AMBIENT_SCRIBES', value: 'true' });
    expect(configs.find((c) => c.key === 'PASI')).toBeUndefined();

    const invalid = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: { configs: [{ key: 'bad key!', value: 'x' }] },
    });
    expect(invalid.statusCode).toBe(400);
    expect((await t.app.inject({ url, headers: admin })).json().data).toEqual(configs);
  });

  it('serves remote config with max-age 30 and an ETag that gives 304', async () => {
    const res = await t.app.inject({ url: '/api/v1/remote-config', headers: ana });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=30');
    expect(res.json().data).toMatchObject({
      MAX_UPLOAD: 20,
      UI_MODE: 2,
      ALLOW_USER_COMMENT: false,
    });
    const etag = res.headers.etag as string;
    const again = await t.app.inject({
      url: '/api/v1/remote-config',
      headers: { ...ana, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves per-organisation translation overrides, and 400 for an unknown locale', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orgs/${t.orgIds.clinic}/translations`,
      headers: ana,
      payload: { source: 'web', locale: 'fr', entries: { 'menu.history': 'Historique clinique' } },
    });
    expect(put.statusCode).toBe(200);
    const headers = { ...ana, 'org-id': t.orgIds.clinic };
    const res = await t.app.inject({
      url: '/utility-service/cms/api/contents/translation?source=web&locale=fr',
      headers,
    });
    expect(res.json()).toEqual({ data: { 'menu.history': 'Historique clinique' } });
    const other = await t.app.inject({
      url: '/utility-service/cms/api/contents/translation?source=web&locale=fr',
      headers: { ...ana, 'org-id': t.orgIds.northside },
    });
    expect(other.json()).toEqual({ data: {} });
    const bad = await t.app.inject({
      url: '/utility-service/cms/api/contents/translation?source=web&locale=de',
      headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('records changes in an append-only audit log that admins can read', async () => {
    const res = await t.app.inject({
      url: `/api/v1/orgs/${t.orgIds.clinic}/audit-events?limit=2`,
      headers: ana,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({
      action: 'update',
      recordType: 'translation',
      userId: t.userIds.ana,
    });
    const next = await t.app.inject({
      url: `/api/v1/orgs/${t.orgIds.clinic}/audit-events?limit=50&before=${page.nextBefore}`,
      headers: ana,
    });
    // Reads of the member list are audited too; this test is about the changes.
    const actions = [...page.items, ...next.json().data.items]
      .map((e: { action: string }) => e.action)
      .filter((a: string) => a !== 'view');
    // Newest first, Demo Clinic only: Leo's membership (accepted invitation), the invitation.
    expect(actions).toEqual(['update', 'delete', 'create', 'create']);
    await expect(
      t.database.db.execute(sql`update audit_events set action = 'view'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_events`)).rejects.toThrow();
  });

  it('answers malformed JSON, wrong content and oversize bodies with a clear 4xx and no trace', async () => {
    const url = `/api/v1/orgs/${t.orgIds.clinic}/members`;
    const malformed = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...ana, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
    const huge = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...ana, 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'a@b.co',
        role: 'member',
        pad: 'x'.repeat(t.config.bodyLimit),
      }),
    });
    expect(huge.statusCode).toBe(413);
    const wrongType = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...ana, 'content-type': 'application/xml' },
      payload: '<member/>',
    });
    expect(wrongType.statusCode).toBe(415);
    for (const res of [malformed, huge, wrongType]) expect(res.body).not.toMatch(/\bat .+:\d+:\d+/);
    const members = await t.app.inject({ url, headers: ana });
    expect(members.json().data).toHaveLength(1); // nothing was written
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/v1/nothing-here', headers: ana });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
