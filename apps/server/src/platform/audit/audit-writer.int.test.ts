import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';
import { mintOrgId } from '../tenancy/org-id.js';
import { createAuditTrail } from './audit-trail.js';

describe.each(databaseKinds())('grouped audit writes (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind);
  });
  afterAll(() => t.close());

  const actor = (userId: string | null = null) => ({
    userId,
    orgId: mintOrgId(t.orgIds.clinic, 'test'),
    requestId: null,
  });
  const record = (id: string) => ({ type: 'grouping-test', id });

  it('stores every concurrent event, in order, in fewer inserts than events', async () => {
    const insert = vi.spyOn(t.database.db, 'insert');
    const writer = createAuditTrail(t.database.db);
    // A second writer on the same database shares the queue (services each make their own).
    const other = createAuditTrail(t.database.db);
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? other : writer).record(actor(), 'view', record(`r${i}`)),
      ),
    );
    const stored = await t.database.db
      .select({ recordId: auditEvents.recordId })
      .from(auditEvents)
      .where(eq(auditEvents.recordType, 'grouping-test'))
      .orderBy(asc(auditEvents.id));
    expect(stored.map((r) => r.recordId)).toEqual(Array.from({ length: 60 }, (_, i) => `r${i}`));
    // The first event goes alone; the rest queue behind it and go together.
    expect(insert.mock.calls.length).toBeLessThanOrEqual(3);
    insert.mockRestore();
  });

  it('fails only the caller whose row is bad; the rest of its group is stored', async () => {
    const writer = createAuditTrail(t.database.db);
    const results = await Promise.allSettled([
      writer.record(actor(), 'view', record('first')),
      writer.record(actor(), 'view', record('good-1')),
      writer.record(actor('not-a-uuid'), 'view', record('bad')),
      writer.record(actor(), 'view', record('good-2')),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const stored = await t.database.db
      .select({ recordId: auditEvents.recordId })
      .from(auditEvents)
      .where(eq(auditEvents.recordType, 'grouping-test'));
    const ids = stored.map((r) => r.recordId);
    expect(ids).toEqual(expect.arrayContaining(['first', 'good-1', 'good-2']));
    expect(ids).not.toContain('bad');
  });
});
