import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.js';

/** The OpenAPI document describes the `org-id` header of organisation-scoped operations. */
describe('OpenAPI document', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext('pglite');
  });
  afterAll(() => t.close());

  it('declares org-id on every organisation-scoped operation that does not take it in the path', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const scoped = t.app.accessTable.filter(
      (r) =>
        (r.access === 'org' || r.access === 'org-admin') &&
        !r.url.includes(':orgId') &&
        r.url.startsWith('/api/'),
    );
    expect(scoped.length).toBeGreaterThan(10);
    for (const route of scoped) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${path}`).toBeDefined();
      const header = (op.parameters ?? []).find(
        (p: { in: string; name: string }) => p.in === 'header' && p.name === 'org-id',
      );
      expect(header, `${route.method} ${path}`).toMatchObject({ required: true });
    }
  });
});
