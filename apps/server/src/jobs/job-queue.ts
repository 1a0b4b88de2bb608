import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type Db as IDatabase, type JobWithMetadata } from 'pg-boss';
import type { Database } from '../db/client.js';
import type { Enqueue, JobContext, JobDefinition } from './job-definition.js';
import { recordJobFailure } from './job-failures.repository.js';

/** Where pg-boss puts a job whose retries are exhausted (or that expired on its last attempt). */
const DEAD_LETTERS = 'dead-letters';
const SCHEMA = 'pgboss';

export interface JobQueueOptions {
  database: Database;
  definitions: readonly JobDefinition[];
  /** Seconds between polls of each queue by a worker (pg-boss's default is 2). */
  pollingIntervalSeconds?: number;
}

/**
 * pg-boss on the same database as the app, on both targets: the app's pool is its connection, so
 * on PGlite its statements queue behind the app's transactions on the one connection (and its
 * tables live in the embedded database, so jobs survive a restart), while on PostgreSQL any number
 * of processes share the queue. Multi-statement text (pg-boss's locked blocks) comes back from pg
 * as one result per statement; pg-boss wants their rows together.
 */
function poolAdapter(database: Database): IDatabase {
  return {
    async executeSql(text, values) {
      const result = (await database.pool.query(text, values)) as unknown;
      if (Array.isArray(result))
        return { rows: result.flatMap((r: { rows?: unknown[] }) => r.rows ?? []) };
      return result as { rows: unknown[] };
    },
  };
}

/**
 * The job queue: one registry of definitions, pg-boss underneath. Every process that enqueues
 * opens it; only processes that run jobs (`RUN_JOBS`, `npm run worker`) call `startWorkers`.
 */
export function createJobQueue(options: JobQueueOptions) {
  const { database, definitions } = options;
  const byName = new Map(definitions.map((d) => [d.name, d]));
  if (byName.size !== definitions.length || byName.has(DEAD_LETTERS))
    throw new Error('job names must be unique');
  let boss: PgBoss | undefined;
  let working = false;

  const started = () => {
    if (!boss) throw new Error('the job queue is not started');
    return boss;
  };

  async function recordFailure(job: JobWithMetadata<Record<string, unknown>>) {
    const def = job.sourceName ? byName.get(job.sourceName) : undefined;
    const orgId =
      def?.scope === 'org' && typeof job.data.orgId === 'string' ? job.data.orgId : null;
    const output = job.sourceOutput as { message?: unknown } | null;
    await recordJobFailure(database.db, {
      jobId: job.sourceId ?? job.id,
      name: job.sourceName ?? 'unknown',
      orgId,
      payload: job.data,
      // The message only: a stack names the server's files and says nothing to an admin.
      error: typeof output?.message === 'string' ? output.message.slice(0, 1000) : 'failed',
      attempts: (job.sourceRetryCount ?? 0) + 1,
      failedAt: job.createdOn,
    });
  }

  const enqueue: Enqueue = async (tx, job, payload, opts = {}) => {
    const data = job.payload.parse(payload);
    return started().send(job.name, data, {
      db: fromDrizzle(tx, sql),
      ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
    });
  };

  return {
    definitions,
    find: (name: string) => byName.get(name),

    /**
     * Installs pg-boss's schema and the queues (under the startup lock, so processes started
     * together do not race) and connects. `supervise` and schedules run only where jobs run.
     */
    async start(runsJobs: boolean, log: JobContext['log']) {
      boss = new PgBoss({
        db: poolAdapter(database),
        schema: SCHEMA,
        supervise: runsJobs,
        schedule: runsJobs,
        ...(database.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
      });
      boss.on('error', (err: unknown) => log.warn({ err }, 'job queue error'));
      const b = boss;
      await database.underStartupLock(async () => {
        await b.start();
        await b.createQueue(DEAD_LETTERS, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
        for (const def of definitions) {
          const queue = {
            retryLimit: def.retryLimit,
            retryDelay: def.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: def.expireInSeconds,
            deadLetter: DEAD_LETTERS,
          };
          // createQueue leaves an existing queue as it is: settings follow the code on each start.
          await b.createQueue(def.name, queue);
          await b.updateQueue(def.name, queue);
        }
      });
    },

    enqueue,

    /** Starts consuming every queue and registers the schedules; idempotent. */
    async startWorkers(services: Omit<JobContext, 'enqueue'>) {
      const ctx: JobContext = { ...services, enqueue };
      const b = started();
      if (working) return;
      working = true;
      const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
      for (const def of definitions) {
        await b.work<Record<string, unknown>>(
          def.name,
          { ...polling, batchSize: 1 },
          async ([job]) => {
            if (!job) return;
            await def.run(def.payload.parse(job.data) as never, ctx);
          },
        );
        if (def.schedule) await b.schedule(def.name, def.schedule, {}, { tz: 'UTC' });
        else await b.unschedule(def.name);
      }
      await b.work(
        DEAD_LETTERS,
        { ...polling, batchSize: 1, includeMetadata: true },
        async ([job]: JobWithMetadata<Record<string, unknown>>[]) => {
          if (job) await recordFailure(job);
        },
      );
    },

    async stop() {
      working = false;
      await boss?.stop({ graceful: true, close: false, timeout: 8_000 });
      boss = undefined;
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
