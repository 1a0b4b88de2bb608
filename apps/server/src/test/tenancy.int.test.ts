import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFeatureEnabled } from '@dermadesk/contracts';
import { orgConfigs } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { multipart, skinPhoto } from './fixtures.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from './test-app.js';

/** Any body will do: access is checked before the body is parsed or validated. */
const sampleBody = { email: 'x@example.com', role: 'member', configs: [{ key: 'A', value: 'b' }] };

describe.each(databaseKinds())('tenancy on every organisation-scoped route (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind);
  });
  afterAll(() => t.close());

  const orgScoped = () =>
    t.app.accessTable.filter((r) => r.access === 'org' || r.access === 'org-admin');

  it('finds the organisation-scoped routes by enumerating the app', () => {
    expect(orgScoped().length).toBeGreaterThanOrEqual(8);
  });

  it('answers 403 NO_PAGE_ACCESS with no data to a non-member, by path or by header', async () => {
    // Leo belongs to Northside only; the target is Demo Clinic.
    const token = await t.tokenFor(t.userIds.leo);
    const target = t.orgIds.clinic;
    for (const route of orgScoped()) {
      const url = route.url
        .replace(':orgId', target)
        .replace(':userId', t.userIds.ana)
        .replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: `${url}${url.includes('translation') ? '?source=web&locale=en' : ''}`,
        headers: { ...bearer(token), 'org-id': target },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: sampleBody }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      const body = res.json();
      expect(body, `${route.method} ${route.url}`).toEqual({
        success: false,
        error: { code: 'NO_PAGE_ACCESS', message: expect.any(String) },
      });
    }
  });

  it('refuses features the organisation does not have, as the menu hides them', async () => {
    // Ana is a member of Northside, whose Ambient Scribes (and so Assistant) are off.
    const headers = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.northside };
    // Every route gated by a feature Northside lacks, by the menu's own rule (contracts).
    const configs = await t.database.db
      .select({ key: orgConfigs.key, value: orgConfigs.value })
      .from(orgConfigs)
      .where(eq(orgConfigs.orgId, t.orgIds.northside));
    const gated = t.app.accessTable.filter(
      (r) => r.feature && !isFeatureEnabled(r.feature, { configs }),
    );
    expect(new Set(gated.map((r) => r.feature))).toContain('assistant');
    expect(gated.length).toBeGreaterThanOrEqual(6);
    for (const route of gated) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000'),
        headers,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: sampleBody }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error).toEqual({
        code: 'NO_PAGE_ACCESS',
        message: AppError.noPageAccess().message,
      });
    }
    // Demo Clinic has it.
    const list = await t.app.inject({
      url: '/api/v1/assistant/conversations',
      headers: { ...headers, 'org-id': t.orgIds.clinic },
    });
    expect(list.statusCode).toBe(200);
  });

  it('refuses to analyse for a module family the organisation does not have', async () => {
    const headers = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.northside };
    const photo = await skinPhoto();
    const analyze = (module: number) => {
      const body = multipart({ Module: String(module) }, { name: 'p.jpg', data: photo });
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/predicts/analyze',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    // Northside has the ACNE and EASI families only: module 17 (SALT) is AI_API_ONEK's.
    const refused = await analyze(17);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NO_PAGE_ACCESS');
    expect((await analyze(21)).statusCode).toBe(201);
  });

  it('does not trust the org-id header: a member of another org is refused', async () => {
    const token = await t.tokenFor(t.userIds.leo);
    const res = await t.app.inject({
      method: 'GET',
      url: '/utility-service/cms/api/contents/translation?source=web&locale=en',
      headers: { ...bearer(token), 'org-id': t.orgIds.clinic },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses unknown, malformed and missing organisation ids the same way', async () => {
    const token = await t.tokenFor(t.userIds.ana);
    for (const orgId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/utility-service/cms/api/contents/translation?source=web&locale=en',
        headers: { ...bearer(token), ...(orgId ? { 'org-id': orgId } : {}) },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('NO_PAGE_ACCESS');
    }
  });

  it('keeps admin routes for admins: a plain member gets 403', async () => {
    const token = await t.tokenFor(t.userIds.ana); // member (not admin) of Northside
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orgs/${t.orgIds.northside}/members`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('the user with no organisation can sync but reaches no organisation', async () => {
    const token = await t.tokenFor(t.userIds.noOrg);
    const sync = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sync-user',
      headers: bearer(token),
    });
    expect(sync.json().data.orgRoleList).toEqual([]);
    for (const orgId of Object.values(t.orgIds)) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/orgs/${orgId}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
