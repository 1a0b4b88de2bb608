import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { auditEvents } from '../db/schema.js';
import { createDiskBlobStore } from '../storage/disk-blob-store.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../test/test-app.js';
import { mintOrgId } from '../platform/tenancy/org-id.js';
import { defineOrgJob } from './job-definition.js';
import { createJobQueue } from './job-queue.js';
import { eventually } from '../test/eventually.js';

const ran: { orgId: string; visit: number }[] = [];
let failuresLeft = 0;

const recordVisit = defineOrgJob({
  name: 'test-record-visit',
  payload: { visit: z.number().int() },
  retryLimit: 0,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  async run(payload) {
    ran.push(payload);
  },
});

const flaky = defineOrgJob({
  name: 'test-flaky',
  payload: { visit: z.number().int() },
  retryLimit: 1,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  async run(payload) {
    if (failuresLeft > 0) {
      failuresLeft--;
      throw new Error(`provider answered 503 for visit ${payload.visit}`);
    }
    ran.push(payload);
  },
});

describe.each(databaseKinds())('job queue (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind, {}, { extraJobs: [recordVisit, flaky], runJobs: true });
  });
  afterAll(() => t.close());

  it('runs a job only when the transaction that asked for it commits', async () => {
    const orgId = t.orgIds.clinic;
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.jobs.enqueue(tx, recordVisit, { orgId, visit: 1 });
        throw new Error('the request failed after asking for the job');
      }),
    ).rejects.toThrow(/request failed/);
    await t.database.db.transaction(async (tx) => {
      await t.jobs.enqueue(tx, recordVisit, { orgId, visit: 2 });
    });
    await eventually(() => expect(ran).toContainEqual({ orgId, visit: 2 }));
    await new Promise((r) => setTimeout(r, 1500));
    const mine = ran.filter((r) => r.orgId === orgId);
    expect(mine.filter((r) => r.visit === 1)).toEqual([]);
    expect(mine.filter((r) => r.visit === 2)).toHaveLength(1);
  });

  it('refuses a payload its schema does not accept, before anything is queued', async () => {
    await expect(
      t.jobs.enqueue(t.database.db, recordVisit, {
        orgId: mintOrgId('not-an-org', 'test'),
        visit: 3,
      }),
    ).rejects.toThrow();
  });

  it('retries, then shows the exhausted failure to the organisation admins only, who retry it', async () => {
    const orgId = t.orgIds.clinic;
    failuresLeft = 2; // the first attempt and its one retry
    await t.jobs.enqueue(t.database.db, flaky, { orgId, visit: 40 });
    const admin = bearer(await t.tokenFor(t.userIds.ana));
    const url = `/api/v1/orgs/${orgId}/jobs/failed`;
    let failure: Record<string, unknown> = {};
    await eventually(async () => {
      const res = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode).toBe(200);
      failure = res.json().data.find((f: { job: string }) => f.job === 'test-flaky');
      expect(failure).toBeDefined();
    }, 30_000);
    expect(failure).toMatchObject({
      job: 'test-flaky',
      payload: { orgId, visit: 40 },
      error: 'provider answered 503 for visit 40',
      attempts: 2,
      retriedAt: null,
    });
    expect(Date.now() - Date.parse(failure.failedAt as string)).toBeLessThan(60_000);
    expect(ran.filter((r) => r.orgId === orgId && r.visit === 40)).toEqual([]);

    // Another organisation's admin sees none of it and cannot retry it.
    const other = bearer(await t.tokenFor(t.userIds.leo));
    const northside = `/api/v1/orgs/${t.orgIds.northside}/jobs/failed`;
    const theirs = await t.app.inject({ method: 'GET', url: northside, headers: other });
    expect(theirs.json().data).toEqual([]);
    const stolen = await t.app.inject({
      method: 'POST',
      url: `${northside}/${failure.id as string}/retry`,
      headers: other,
    });
    expect(stolen.statusCode).toBe(404);

    const retry = await t.app.inject({
      method: 'POST',
      url: `${url}/${failure.id as string}/retry`,
      headers: admin,
    });
    expect(retry.statusCode).toBe(202);
    await eventually(() => expect(ran).toContainEqual({ orgId, visit: 40 }));
    // The retry is on the organisation's audit trail, with the job it started.
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.recordType, 'job-failure'),
          eq(auditEvents.recordId, failure.id as string),
        ),
      );
    expect(audited).toEqual([
      expect.objectContaining({
        orgId,
        action: 'update',
        details: { job: 'test-flaky', retryJobId: retry.json().data.jobId },
      }),
    ]);
    const again = await t.app.inject({
      method: 'POST',
      url: `${url}/${failure.id as string}/retry`,
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
    const listed = await t.app.inject({ method: 'GET', url, headers: admin });
    expect(listed.json().data[0].retriedAt).not.toBeNull();
  });

  it('keeps the failed-jobs routes for admins', async () => {
    const member = bearer(await t.tokenFor(t.userIds.ana)); // a member, not admin, of Northside
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orgs/${t.orgIds.northside}/jobs/failed`,
      headers: member,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('job queue on the embedded database', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-jobs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Opens an embedded database twice: slow on a loaded machine.
  it('keeps a queued job across a restart and runs it after', async () => {
    const target = { pgliteDir: path.join(dir, 'db') };
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir });
    const silent = { info() {}, warn() {}, error() {} };
    const orgId = mintOrgId('6f0c7c1e-8a2b-4c55-9d0e-2b7a3c4d5e6f', 'test');

    const first = await openDatabase(target);
    const before = createJobQueue({ database: first, definitions: [recordVisit] });
    await before.start(false, silent);
    await before.enqueue(first.db, recordVisit, { orgId, visit: 77 });
    await before.stop();
    await first.close();
    expect(ran.filter((r) => r.visit === 77)).toEqual([]);

    const second = await openDatabase(target);
    const after = createJobQueue({
      database: second,
      definitions: [recordVisit],
      pollingIntervalSeconds: 0.5,
    });
    await after.start(true, silent);
    const blobs = createDiskBlobStore(path.join(dir, 'blobs'));
    await after.startWorkers({ db: second.db, blobs, config, log: silent, now: () => new Date() });
    try {
      await eventually(() => expect(ran).toContainEqual({ orgId, visit: 77 }));
    } finally {
      await after.stop();
      await second.close();
    }
  }, 180_000);
});
