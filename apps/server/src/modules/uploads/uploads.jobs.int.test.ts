import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { orgs, uploads } from '../../db/schema.js';
import { jobDefinitions } from '../../jobs/registry.js';
import { openRuntime } from '../../runtime.js';
import { createUpload } from '../../test/factories.js';
import { purgeDeletedUploadsJob } from './uploads.jobs.js';
import { eventually } from '../../test/eventually.js';

const DAY = 86_400_000;

describe('retention of deleted uploads as a job', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-retention-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is a registered system job scheduled every hour', () => {
    expect(jobDefinitions).toContain(purgeDeletedUploadsJob);
    expect(purgeDeletedUploadsJob.scope).toBe('system');
    expect(purgeDeletedUploadsJob.schedule).toMatch(/^\d+ \* \* \* \*$/);
  });

  // Opens an embedded database twice: slow on a loaded machine.
  it('runs in a process that runs jobs, never in an API process with RUN_JOBS=false', async () => {
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir } as const;
    const apiConfig = loadConfig({ ...env, RUN_JOBS: 'false' });
    expect(apiConfig.runJobs).toBe(false);
    expect(loadConfig(env).runJobs).toBe(true);

    const api = await openRuntime(apiConfig, apiConfig.runJobs);
    const db = api.database.db;
    const [org] = await db.select().from(orgs).limit(1);
    const upload = await createUpload(db, { orgId: org!.id, images: 1 });
    await db
      .update(uploads)
      .set({ deletedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(uploads.id, upload.id));
    await api.jobs.enqueue(db, purgeDeletedUploadsJob, {});
    const purgedAt = async () =>
      (await db.select().from(uploads).where(eq(uploads.id, upload.id)))[0]!.purgedAt;
    await new Promise((r) => setTimeout(r, 3000)); // longer than a worker's poll
    expect(await purgedAt()).toBeNull();
    await api.close();

    // The worker (`npm run worker`) finds the job waiting in the database and runs it.
    const worker = await openRuntime(loadConfig(env), true);
    try {
      await eventually(async () => {
        const [row] = await worker.database.db
          .select()
          .from(uploads)
          .where(eq(uploads.id, upload.id));
        expect(row!.purgedAt).not.toBeNull();
      });
    } finally {
      await worker.close();
    }
  }, 180_000);
});
