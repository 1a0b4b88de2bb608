import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { analyses } from '../../db/schema.js';
import { jobDefinitions } from '../../jobs/registry.js';
import { blobKey } from '../../storage/blob-store.js';
import { createUpload } from '../../test/factories.js';
import { createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';
import { expireUnsavedAnalysesJob } from './analyses.jobs.js';
import { overlayBlobKey } from '../../lib/analysis-blob-keys.js';
import { expireUnsavedAnalysesAcrossOrgs } from './unsaved-retention.js';

const HOUR = 3_600_000;

describe.each(databaseKinds())('unsaved analyses expire (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind);
  });
  afterAll(() => t.close());

  async function unsaved(hoursAgo: number) {
    const orgId = t.orgIds.clinic;
    const id = crypto.randomUUID();
    const imageKey = blobKey('orgs', orgId, 'analyses', id, 'image.jpg');
    await t.database.db.insert(analyses).values({
      id,
      orgId,
      module: 7,
      status: 'measured',
      imageKey,
      overlayNames: ['erythema'],
      result: {},
      createdAt: new Date(Date.now() - hoursAgo * HOUR),
    });
    const keys = [imageKey, overlayBlobKey(orgId, id, 'erythema')];
    for (const k of keys) await t.app.blobs.put(k, Buffer.from('x'), 'image/jpeg');
    return { id, keys };
  }

  it('is a registered hourly system job, 24 h by default and configurable', () => {
    expect(jobDefinitions).toContain(expireUnsavedAnalysesJob);
    expect(expireUnsavedAnalysesJob.schedule).toMatch(/^\d+ \* \* \* \*$/);
    expect(loadConfig({}).unsavedAnalysisHours).toBe(24);
    expect(loadConfig({ UNSAVED_ANALYSIS_HOURS: '6' }).unsavedAnalysisHours).toBe(6);
  });

  it('removes the images of analyses never saved past the limit, and only those', async () => {
    const old = await unsaved(25);
    const recent = await unsaved(23);
    const saved = await createUpload(t.database.db, { orgId: t.orgIds.clinic, images: 1 });
    const run = () =>
      expireUnsavedAnalysesAcrossOrgs({
        db: t.database.db,
        blobs: t.app.blobs,
        hours: 24,
        now: new Date(),
      });
    expect(await run()).toBe(1);
    expect(await run()).toBe(0); // idempotent
    const exists = (keys: string[]) => Promise.all(keys.map((k) => t.app.blobs.exists(k)));
    expect(await exists(old.keys)).toEqual([false, false]);
    expect(await exists(recent.keys)).toEqual([true, true]);
    const deletedAt = async (id: string) =>
      (await t.database.db.select().from(analyses).where(eq(analyses.id, id)))[0]!.deletedAt;
    expect(await deletedAt(old.id)).not.toBeNull();
    expect(await deletedAt(recent.id)).toBeNull();
    const savedRows = await t.database.db
      .select()
      .from(analyses)
      .where(eq(analyses.orgId, t.orgIds.clinic));
    expect(savedRows.filter((a) => a.deletedAt && a.id !== old.id)).toEqual([]);
    expect(saved.id).toBeGreaterThan(0);
  });
});
