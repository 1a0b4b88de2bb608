import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { startS3Server, type S3TestServer } from '../test/s3-server.js';
import { createEmptyDatabase } from '../test/server-processes.js';
import { sweepOrphanedBlobs } from './blob-sweep.js';
import { createBlobStore } from './create-blob-store.js';
import { ORPHAN_BLOB_GRACE_MS } from './storage.jobs.js';

const child = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test/analysis-crash-child.ts',
);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET = 'orphan-blob-test-secret-0123456789abcdef';

/** Runs the child until the first file of its analysis is stored, then kills it (SIGKILL). */
async function killMidAnalysis(env: Record<string, string>): Promise<string> {
  const p = fork(child, [], {
    cwd: serverDir,
    execArgv: ['--import', 'tsx', '--conditions=@dermadesk/source'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  p.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise((resolve) => p.once('exit', resolve));
  const orgId = await new Promise<string>((resolve, reject) => {
    let org = '';
    p.on('message', (m: { orgId?: string; stored?: string; finished?: boolean }) => {
      if (m.orgId) org = m.orgId;
      if (m.stored) resolve(org);
      if (m.finished) reject(new Error('the analysis finished without storing a file'));
    });
    p.once('exit', (code) => reject(new Error(`child exited with ${code}:\n${stderr}`)));
  });
  p.kill('SIGKILL');
  await exited;
  return orgId;
}

async function counts(database: Database, orgId: string) {
  const { rows } = await database.db.execute<{ analyses: number; pending: number }>(sql`
    select (select count(*)::int from analyses where org_id = ${orgId}) as analyses,
           (select count(*)::int from pending_blobs) as pending`);
  return rows[0]!;
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

/**
 * Issue 25, item 3: a process killed between storing an analysis's files and committing its
 * record leaves patient photos that nothing owns. The sweep removes them, on disk and on S3.
 */
describe('files of an analysis cut off by SIGKILL', () => {
  const dirs: string[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  const sweepLater = (database: Database, config: ReturnType<typeof loadConfig>) =>
    sweepOrphanedBlobs({
      db: database.db,
      blobs: createBlobStore(config.blobs),
      graceMs: ORPHAN_BLOB_GRACE_MS,
      now: new Date(Date.now() + ORPHAN_BLOB_GRACE_MS + 60_000),
    });

  it('are removed by the sweep on the disk store (embedded database)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-orphans-'));
    dirs.push(dataDir);
    const orgId = await killMidAnalysis({ DATA_DIR: dataDir });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const orgFolder = path.join(
      config.blobs.kind === 'disk' ? config.blobs.dir : '',
      'orgs',
      orgId,
    );
    expect(filesUnder(orgFolder).length).toBeGreaterThan(0);
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      expect((await counts(database, orgId)).analyses).toBe(0);
      // Within the grace period the files are left alone: their request may still commit.
      await sweepOrphanedBlobs({
        db: database.db,
        blobs: createBlobStore(config.blobs),
        graceMs: ORPHAN_BLOB_GRACE_MS,
        now: new Date(),
      });
      expect(filesUnder(orgFolder).length).toBeGreaterThan(0);
      expect(await sweepLater(database, config)).toBeGreaterThan(0);
      expect(filesUnder(orgFolder)).toEqual([]);
      expect(await counts(database, orgId)).toEqual({ analyses: 0, pending: 0 });
    } finally {
      await database.close();
    }
  }, 120_000);

  it('are removed by the sweep on an S3-compatible store', async () => {
    const s3: S3TestServer = await startS3Server();
    cleanups.push(() => s3.destroy());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-orphans-'));
    dirs.push(dataDir);
    // The scale-out shape when PostgreSQL is installed; the embedded database otherwise.
    const postgres = inject('postgresUrl')
      ? await createEmptyDatabase(inject('postgresUrl'))
      : null;
    if (postgres) cleanups.unshift(() => postgres.drop());
    const env = {
      DATA_DIR: dataDir,
      ...s3.env,
      ...(postgres ? { DATABASE_URL: postgres.url, APP_SECRET: SECRET } : {}),
    };
    const orgId = await killMidAnalysis(env);
    const config = loadConfig({ NODE_ENV: 'test', ...env });
    expect((await s3.keys(`orgs/${orgId}/`)).length).toBeGreaterThan(0);
    const database = await openDatabase(
      postgres ? { url: postgres.url } : { pgliteDir: path.join(dataDir, 'db') },
    );
    try {
      expect((await counts(database, orgId)).analyses).toBe(0);
      expect(await sweepLater(database, config)).toBeGreaterThan(0);
      expect(await s3.keys(`orgs/${orgId}/`)).toEqual([]);
      expect(await counts(database, orgId)).toEqual({ analyses: 0, pending: 0 });
    } finally {
      await database.close();
    }
  }, 120_000);
});
