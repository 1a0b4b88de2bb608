import path from 'node:path';
import pino from 'pino';
import { verifyAppSecret } from './ai/app-secret-check.js';
import { loadAppSecret } from './ai/secret-box.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { createJobQueue, type JobQueue } from './jobs/job-queue.js';
import { jobDefinitions } from './jobs/registry.js';
import { demoUsers, seedDemoData } from './seed/demo-data.js';
import type { BlobStore } from './storage/blob-store.js';
import { createBlobStore } from './storage/create-blob-store.js';

export interface Runtime {
  config: Config;
  database: Database;
  blobs: BlobStore;
  jobs: JobQueue;
  log: pino.Logger;
  close(): Promise<void>;
}

function printDemoCredentials(config: Config) {
  const lines = demoUsers.map((u) => `  ${u.email.padEnd(40)} ${u.password}`);
  console.log(`\nDemo data created. Sign in at ${config.publicUrl} with:\n${lines.join('\n')}\n`);
}

/**
 * What both kinds of process open before they do their part (the API server in main.ts, the job
 * worker in worker.ts): the database with its migrations, first-start data, the blob store and
 * the job queue. First-start work runs under the database's startup lock, so processes started
 * together on an empty PostgreSQL take turns instead of colliding.
 */
export async function openRuntime(config: Config, runsJobs: boolean): Promise<Runtime> {
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { pgliteDir: path.join(config.dataDir, 'db') },
  );
  await database.underStartupLock(() =>
    verifyAppSecret(database.db, loadAppSecret(config.appSecret, config.dataDir)),
  );
  if (config.seedDemo) {
    const { seeded } = await database.underStartupLock(() => seedDemoData(database.db));
    if (seeded) printDemoCredentials(config);
  }
  const blobs = createBlobStore(config.blobs);
  const jobs = createJobQueue({ database, definitions: jobDefinitions });
  await jobs.start(runsJobs, log);
  if (runsJobs) {
    await jobs.startWorkers({ db: database.db, blobs, config, log, now: () => new Date() });
  }
  return {
    config,
    database,
    blobs,
    jobs,
    log,
    async close() {
      await jobs.stop();
      await database.close();
    },
  };
}
