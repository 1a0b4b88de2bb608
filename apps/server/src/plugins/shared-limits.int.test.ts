import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createOrgLimiter } from '../ai/org-limiter.js';
import { buildApp } from '../app.js';
import { createTestContext, databaseKinds, type TestContext } from '../test/test-app.js';

/**
 * Two server instances on one database stand for two API processes behind a load balancer:
 * a limit kept in one process's memory would let through twice what it promises.
 */
describe.each(databaseKinds())('limits shared by every process (%s)', (kind) => {
  let t: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestContext(kind);
    other = await buildApp({
      config: t.config,
      database: t.database,
      blobs: t.app.blobs,
      jobs: t.jobs,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('lets 20 sign-in attempts a minute from one IP through, across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const app = i % 2 === 0 ? t.app : other;
      const res = await app.inject({
        method: 'POST',
        url: '/oauth2/interaction/no-such-interaction/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=ana%40example.com&password=wrong',
        remoteAddress: '203.0.113.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    // Another address has its own allowance.
    const elsewhere = await other.inject({
      method: 'POST',
      url: '/oauth2/interaction/no-such-interaction/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=ana%40example.com&password=wrong',
      remoteAddress: '198.51.100.9',
    });
    expect(elsewhere.statusCode).not.toBe(429);
  });

  it("holds an organisation's AI concurrency limit across processes", async () => {
    const orgId = t.orgIds.northside;
    const a = createOrgLimiter(t.database.db, 60_000);
    const b = createOrgLimiter(t.database.db, 60_000);
    const tries = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).tryAcquire(orgId, 2)),
    );
    const admitted = tries.filter((r) => r !== null);
    expect(admitted).toHaveLength(2);
    expect(await b.inFlight(orgId)).toBe(2);
    admitted[0]!();
    await new Promise((r) => setTimeout(r, 200)); // the release's delete is not awaited
    const again = await b.tryAcquire(orgId, 2);
    expect(again).not.toBeNull();
    expect(await a.tryAcquire(orgId, 2)).toBeNull();
    // Another organisation is not held up by this one.
    expect(await a.tryAcquire(t.orgIds.clinic, 2)).not.toBeNull();
  });

  it('stops counting a slot whose process died mid-call once it expires', async () => {
    const orgId = t.orgIds.clinic;
    const dying = createOrgLimiter(t.database.db, 300);
    expect(await dying.tryAcquire(orgId, 2)).not.toBeNull(); // never released
    await new Promise((r) => setTimeout(r, 500));
    expect(await dying.inFlight(orgId)).toBe(1); // the one from the previous test
  });
});
