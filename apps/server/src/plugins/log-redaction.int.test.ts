import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpload } from '../test/factories.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../test/test-app.js';

/** Logs carry ids and error codes, never clinical content (issue 21, item 4). */
describe.each(databaseKinds())('health data in server logs (%s)', (kind) => {
  let t: TestContext;
  let ana: Record<string, string>;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestContext(
      kind,
      { LOG_LEVEL: 'info' },
      { logStream: { write: (l) => lines.push(l) } },
    );
    ana = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
  });
  afterAll(() => t.close());

  it('logs a database error by code and ids, without the values of the query', async () => {
    const title = 'Jane Roe melanoma follow-up';
    // A database error on demand: the table the insert needs is gone for a moment.
    await t.database.db.execute(
      sql`alter table assistant_conversations rename to conversations_away`,
    );
    let res;
    try {
      res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/assistant/conversations',
        headers: { ...ana, 'x-request-id': 'req-db-error' },
        payload: { title },
      });
    } finally {
      await t.database.db.execute(
        sql`alter table conversations_away rename to assistant_conversations`,
      );
    }
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    const error = lines.find((l) => l.includes('req-db-error') && l.includes('"level":50'));
    expect(error, log).toBeDefined();
    expect(error).toContain('42P01');
    expect(log).not.toContain('Jane Roe');
    expect(log).not.toContain(t.userIds.ana);
  });

  it('keeps subject IDs and search text out of the access log', async () => {
    await createUpload(t.database.db, { orgId: t.orgIds.clinic, subjectId: 'PT-SECRET-4711' });
    const timeline = await t.app.inject({
      url: '/api/v1/subjects/PT-SECRET-4711/timeline',
      headers: ana,
    });
    expect(timeline.statusCode).toBe(200);
    await t.app.inject({ url: '/api/v1/assistant/conversations?q=psoriasis%20plan', headers: ana });
    const log = lines.join('');
    expect(log).toContain('/api/v1/subjects/');
    expect(log).not.toContain('PT-SECRET-4711');
    expect(log).not.toContain('psoriasis');
  });
});
