import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgLimiter } from '../ai/org-limiter.js';
import { createTestContext, databaseKinds, type TestContext } from '../test/test-app.js';

/**
 * The AI concurrency slots live in the database (shared-limits-processes.int.test.ts counts them
 * across two processes); a slot whose process died mid-call must not hold the limit for ever.
 */
describe.each(databaseKinds())('AI concurrency slots (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind);
  });
  afterAll(() => t.close());

  it('stops counting a slot whose process died mid-call once it expires', async () => {
    const orgId = t.orgIds.clinic;
    const dying = createOrgLimiter(t.database.db, 300);
    const alive = createOrgLimiter(t.database.db, 60_000);
    expect(await dying.tryAcquire(orgId, 2)).not.toBeNull(); // never released
    expect(await alive.tryAcquire(orgId, 2)).not.toBeNull();
    expect(await alive.tryAcquire(orgId, 2)).toBeNull();
    await new Promise((r) => setTimeout(r, 500));
    expect(await alive.inFlight(orgId)).toBe(1);
    expect(await alive.tryAcquire(orgId, 2)).not.toBeNull();
  });
});
