import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../test/test-app.js';

/** Routes that may be cached, and how; every other /api answer holds (or may hold) health data. */
const EXCEPTIONS: Record<string, string> = {
  'GET /api/v1/remote-config': 'private, max-age=30',
};

describe.each(databaseKinds())('caching of API answers (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind);
  });
  afterAll(() => t.close());

  it('marks every /api answer private, no-store unless the route is a declared exception', async () => {
    const headers = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    const routes = t.app.accessTable.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThanOrEqual(40);
    for (const route of routes) {
      const url = route.url
        .replace(':orgId', t.orgIds.clinic)
        .replace(':userId', t.userIds.leo)
        .replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const name = `${route.method} ${route.url}`;
      expect(res.headers['cache-control'], `${name} (${res.statusCode})`).toBe(
        EXCEPTIONS[name] ?? 'private, no-store',
      );
    }
  });

  it('also marks errors and unknown API paths', async () => {
    const denied = await t.app.inject({ url: '/api/v1/uploads/get-uploads' });
    expect(denied.headers['cache-control']).toBe('private, no-store');
    const missing = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(missing.headers['cache-control']).toBe('private, no-store');
  });
});
