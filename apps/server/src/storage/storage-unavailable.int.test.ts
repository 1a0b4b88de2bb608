import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, skinPhoto } from '../test/fixtures.js';
import { freePort } from '../test/postgres-cluster.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../test/test-app.js';

/** An S3-compatible store that is down: a port on loopback where nothing listens. */
describe.each(databaseKinds())('object store down (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind, {
      BLOB_STORE: 's3',
      S3_BUCKET: 'dermadesk',
      S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
  });
  afterAll(() => t.close());

  const count = async (table: 'analyses' | 'audit_events') =>
    (await t.database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))
      .rows[0]!.n;

  it('answers an analysis with 503 and a translatable message, and stores nothing', async () => {
    const before = { analyses: await count('analyses'), audit: await count('audit_events') };
    const body = multipart({ Module: '7' }, { name: 'skin.jpg', data: await skinPhoto() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/predicts/analyze',
      headers: {
        ...bearer(await t.tokenFor(t.userIds.ana)),
        'org-id': t.orgIds.clinic,
        ...body.headers,
      },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      error: {
        code: 'STORAGE_UNAVAILABLE',
        message: 'File storage is unavailable; try again shortly.',
        details: expect.objectContaining({ messageKey: 'storage.unavailable' }),
      },
    });
    expect(await count('analyses')).toBe(before.analyses);
    expect(await count('audit_events')).toBe(before.audit);
  });

  it('is not ready while the object store is down, and says which part failed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'storage-unavailable',
      database: 'ok',
      storage: 'unavailable',
    });
  });
});

describe('object store up', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext('pglite');
  });
  afterAll(() => t.close());

  it('is ready with the database and the store both answering', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  });
});
