import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import {
  analyses,
  auditEvents,
  orgUploadCounts,
  orgs,
  uploadImages,
  uploads,
} from '../../db/schema.js';
import { createUpload } from '../../test/factories.js';
import { createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';
import { purgeDeletedUploadsAcrossOrgs } from './retention.js';
import { storeUploadBlobs } from './stored-blobs.fixture.js';

const DAY = 86_400_000;

describe.each(databaseKinds())('retention of deleted uploads (%s)', (kind) => {
  let t: TestContext;
  const now = new Date(Date.UTC(2026, 5, 1));
  const ids: Record<string, number> = {};
  const keys: Record<string, string[]> = {};

  /** An upload whose analyses have a real image blob and one overlay blob each. */
  async function uploadWithBlobs(name: string, deletedDaysAgo: number | null) {
    const db = t.database.db;
    const upload = await createUpload(db, { orgId: t.orgIds.clinic, images: 2 });
    keys[name] = (await storeUploadBlobs(t, t.orgIds.clinic, upload.id)).keys;
    if (deletedDaysAgo !== null) {
      await db
        .update(uploads)
        .set({
          deletedAt: new Date(now.getTime() - deletedDaysAgo * DAY),
          deletedBy: t.userIds.ana,
        })
        .where(eq(uploads.id, upload.id));
    }
    ids[name] = upload.id;
  }

  beforeAll(async () => {
    t = await createTestContext(kind);
    await uploadWithBlobs('old', 31);
    await uploadWithBlobs('recent', 29);
    await uploadWithBlobs('live', null);
  });
  afterAll(() => t.close());

  const exists = async (name: string) => Promise.all(keys[name]!.map((k) => t.app.blobs.exists(k)));

  it('reads UPLOAD_RETENTION_DAYS, 30 by default', () => {
    expect(loadConfig({}).uploadRetentionDays).toBe(30);
    expect(loadConfig({ UPLOAD_RETENTION_DAYS: '7' }).uploadRetentionDays).toBe(7);
  });

  it('removes the blobs of uploads deleted before the retention period and marks them', async () => {
    const db = t.database.db;
    const run = () =>
      purgeDeletedUploadsAcrossOrgs({ db, blobs: t.app.blobs, retentionDays: 30, now });
    expect(await run()).toEqual({ uploads: 1, blobs: 4 });
    expect(await exists('old')).toEqual([false, false, false, false]);
    expect(await exists('recent')).toEqual([true, true, true, true]);
    expect(await exists('live')).toEqual([true, true, true, true]);

    const rows = await db
      .select({ id: uploads.id, purgedAt: uploads.purgedAt })
      .from(uploads)
      .where(inArray(uploads.id, Object.values(ids)));
    const purged = Object.fromEntries(rows.map((r) => [r.id, r.purgedAt?.toISOString() ?? null]));
    expect(purged).toEqual({
      [ids.old!]: now.toISOString(),
      [ids.recent!]: null,
      [ids.live!]: null,
    });
    const oldAnalyses = await db
      .select({ deletedAt: analyses.deletedAt })
      .from(uploadImages)
      .innerJoin(analyses, eq(analyses.id, uploadImages.analysisId))
      .where(eq(uploadImages.uploadId, ids.old!));
    expect(oldAnalyses.map((a) => a.deletedAt?.toISOString())).toEqual([
      now.toISOString(),
      now.toISOString(),
    ]);
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.recordType, 'upload-images'));
    expect(event).toMatchObject({
      action: 'delete',
      orgId: t.orgIds.clinic,
      userId: null,
      recordId: String(ids.old),
      details: { reason: 'retention', retentionDays: 30, blobs: 4 },
    });

    // Idempotent: nothing left to do until the recent one ages past the period.
    expect(await run()).toEqual({ uploads: 0, blobs: 0 });
    const later = new Date(now.getTime() + 2 * DAY);
    expect(
      await purgeDeletedUploadsAcrossOrgs({
        db,
        blobs: t.app.blobs,
        retentionDays: 30,
        now: later,
      }),
    ).toEqual({ uploads: 1, blobs: 4 });
    expect(await exists('recent')).toEqual([false, false, false, false]);
    expect(await exists('live')).toEqual([true, true, true, true]);
  });

  it('keeps each organisation’s live totals per module (the list’s counts) through every change', async () => {
    const db = t.database.db;
    const key = (orgId: string, module: number) => `${orgId}/${module}`;
    const kept = async () => {
      const n: Record<string, number> = {};
      for (const r of await db.select().from(orgUploadCounts))
        if (r.live) n[key(r.orgId, r.module)] = r.live;
      return n;
    };
    const counted = async () => {
      const rows = await db
        .select({ orgId: uploads.orgId, module: uploads.module, deletedAt: uploads.deletedAt })
        .from(uploads);
      const n: Record<string, number> = {};
      for (const r of rows)
        if (!r.deletedAt) n[key(r.orgId, r.module)] = (n[key(r.orgId, r.module)] ?? 0) + 1;
      return n;
    };
    const same = async () => expect(await kept()).toEqual(await counted());
    await same();
    const [org] = await db.insert(orgs).values({ name: 'Counted clinic' }).returning();
    const a = await createUpload(db, { orgId: org!.id });
    const b = await createUpload(db, { orgId: org!.id });
    const of = async (module: number) => (await kept())[key(org!.id, module)];
    expect(await of(7)).toBe(2);
    await db.update(uploads).set({ deletedAt: new Date() }).where(eq(uploads.id, a.id));
    expect(await of(7)).toBe(1);
    await db.update(uploads).set({ subjectId: 'renamed' }).where(eq(uploads.orgId, org!.id));
    expect(await of(7)).toBe(1);
    // A live upload moved to another module leaves one count for the other.
    await db.update(uploads).set({ module: 13 }).where(eq(uploads.id, b.id));
    expect([await of(7), await of(13)]).toEqual([undefined, 1]);
    await db.update(uploads).set({ deletedAt: null }).where(eq(uploads.id, a.id));
    await db.delete(uploadImages).where(eq(uploadImages.uploadId, b.id));
    await db.delete(uploads).where(eq(uploads.id, b.id));
    expect([await of(7), await of(13)]).toEqual([1, undefined]);
    await same();
  });
});
