import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JWK, JWTPayload } from 'jose';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { orgs, users } from '../db/schema.js';
import { mintOrgId, type OrgId } from '../platform/tenancy/org-id.js';
import { DEMO_ORG_NAMES, demoUsers, seedDemoData } from '../seed/demo-data.js';
import { createBlobStore } from '../storage/create-blob-store.js';
import { createJobQueue, type JobQueue } from '../jobs/job-queue.js';
import { jobDefinitions } from '../jobs/registry.js';
import { createIdTokenSigner } from './id-tokens.js';
import type { JobDefinition } from '../jobs/job-definition.js';
// Tests are type-checked apart from the app (tsconfig.test.json), against its declarations: the
// access plugin's decoration of the app (accessTable) reaches them through its augmentation.
import type {} from '../plugins/access.js';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The shared PostgreSQL cluster's admin URL: Vitest's global setup provides it; a benchmark run
 * outside Vitest (where `inject` cannot work) names its own cluster in TEST_POSTGRES_URL.
 */
function postgresAdminUrl(): string {
  return process.env.TEST_POSTGRES_URL ?? inject('postgresUrl');
}

/** The databases integration suites run against: PGlite always, PostgreSQL when installed. */
export function databaseKinds(): DatabaseKind[] {
  return postgresAdminUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

export async function openTestDatabase(
  kind: DatabaseKind,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    return { database, drop: async () => {} };
  }
  // A fresh database per suite in the shared cluster keeps suites independent.
  const adminUrl = postgresAdminUrl();
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ url: adminUrl.replace(/\/postgres$/, `/${name}`) });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** The job queue, started; workers run only when the context was made with `runJobs`. */
  jobs: JobQueue;
  /** Demo org ids by name and demo user ids by e-mail. */
  orgIds: { clinic: OrgId; northside: OrgId };
  userIds: { ana: string; leo: string; noOrg: string };
  /** An ID token signed with the server's own key, as the built-in provider would issue. */
  tokenFor: (userId: string, overrides?: JWTPayload) => Promise<string>;
  signingKey: JWK;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** Job types beyond the registry's (a test's own, say). */
  extraJobs?: JobDefinition[];
  /** Start job workers in the test process, polling every half second. */
  runJobs?: boolean;
  /** Where the server's log lines go (with a LOG_LEVEL other than silent), for tests that read them. */
  logStream?: { write(line: string): void };
}

export async function createTestContext(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:8080',
    ...env,
  });
  const { database, drop } = await openTestDatabase(kind);
  await seedDemoData(database.db);
  const blobs = createBlobStore(config.blobs);
  const jobs = createJobQueue({
    database,
    definitions: [...jobDefinitions, ...(options.extraJobs ?? [])],
    pollingIntervalSeconds: 0.5,
  });
  const silent = { info() {}, warn() {}, error() {} };
  await jobs.start(options.runJobs ?? false, silent);
  if (options.runJobs) {
    await jobs.startWorkers({ db: database.db, blobs, config, log: silent, now: () => new Date() });
  }
  const app = await buildApp({ config, database, blobs, jobs, logStream: options.logStream });
  await app.ready();

  const db = database.db;
  const orgRows = await db.select().from(orgs);
  const orgId = (name: string) => mintOrgId(orgRows.find((o) => o.name === name)!.id, 'test');
  const userId = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
  const signer = await createIdTokenSigner(db, config);

  return {
    app,
    config,
    database,
    jobs,
    orgIds: { clinic: orgId(DEMO_ORG_NAMES[0]), northside: orgId(DEMO_ORG_NAMES[1]) },
    userIds: {
      ana: await userId(demoUsers[0].email),
      leo: await userId(demoUsers[1].email),
      noOrg: await userId(demoUsers[2].email),
    },
    signingKey: signer.signingKey,
    tokenFor: signer.sign,
    async close() {
      await app.close();
      await jobs.stop();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
