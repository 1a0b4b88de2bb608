import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { lockDataDir } from './data-dir-lock.js';
import { pgliteExtensions } from './pglite-extensions.js';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema>;
/**
 * What drizzle(pool) returns: the Db type leaves out the pool it holds, through which a hot read
 * can skip Drizzle's query building and row mapping (never a transaction's handle: it has none).
 */
export type PooledDb = Db & { $client: pg.Pool };
/** A transaction handle; repositories take either, so a service can group writes atomically. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  /** 'pglite' (embedded) or 'postgres' (server via DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /** The connection pool under Drizzle; the job queue runs its own statements through it. */
  pool: pg.Pool;
  /**
   * Runs `work` while holding the database-wide startup lock, so processes started together on
   * one PostgreSQL server create tables, job schema and first-start data one at a time (the
   * others wait, then find the work done). PGlite has one process (data-dir lock): it just runs.
   */
  underStartupLock<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/**
 * node-postgres passes a query's custom type parsers (Drizzle sets them) to the connection's
 * `parse` as `types`; PGlite's wire adapter (0.5.x) takes `types` for a list of parameter type ids
 * and throws on the object, which leaves the query hanging. Parameter types are optional in the
 * protocol, so the adapter gets them only when they are a list.
 */
function withPgTypeParsersIgnored<T extends { connection: object }>(config: T): T {
  const connection = config.connection as { parse(query: { types?: unknown }): void };
  const parse = connection.parse.bind(connection);
  connection.parse = (query) =>
    parse(Array.isArray(query.types) ? query : { ...query, types: undefined });
  return config;
}

/**
 * pg's `Pool.query` ends its client when a query fails. PGlite's wire adapter gives every client
 * the same connection, so the ended client's 'end' and the failed query's remaining replies reach
 * the next client, and it fails too ("Connection terminated unexpectedly", then "unexpected
 * parseComplete"): one bad query would break the queries after it. A pg client recovers from a
 * query error by itself (it waits for ReadyForQuery), so on PGlite the client is kept.
 * Only the promise form is offered: Drizzle and our code never pass a callback.
 */
function keepClientOnQueryError(pool: pg.Pool): pg.Pool {
  const query = async (text: string | pg.QueryConfig, values?: unknown[]) => {
    const client = await pool.connect();
    try {
      return await client.query(text, values);
    } finally {
      client.release();
    }
  };
  pool.query = query as pg.Pool['query'];
  return pool;
}

/** Arbitrary constant naming Dermadesk's startup lock among the server's advisory locks. */
const STARTUP_LOCK_KEY = 7_245_013_001;

async function underAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  // A session lock on a client of its own: the work itself uses other pool connections.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export type DatabaseTarget = { url: string } | { pgliteDir: string };

/**
 * Opens the database and applies pending migrations. Both targets go through node-postgres, so
 * Drizzle runs the same code on embedded PGlite and on a PostgreSQL server.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  let pool: pg.Pool;
  let closeEngine = async () => {};
  let kind: Database['kind'];
  if ('url' in target) {
    // Idle connections are kept ten minutes, not node-postgres's ten seconds: a new connection
    // warms up over its first hundred or so searches (a Copilot search's first cost the database
    // about 50 ms, the next ninety 3-4 ms, then about 2 ms, decision 021), and a clinic's
    // requests come apart.
    pool = new pg.Pool({ connectionString: target.url, max: 10, idleTimeoutMillis: 600_000 });
    kind = 'postgres';
  } else {
    // Loaded lazily so a PostgreSQL deployment never pays for the WASM engine.
    const { PGlite } = await import('@electric-sql/pglite');
    const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
    const inMemory = target.pgliteDir.startsWith('memory://');
    let unlock = async () => {};
    if (!inMemory) {
      await mkdir(target.pgliteDir, { recursive: true });
      unlock = await lockDataDir(target.pgliteDir);
    }
    const pglite = await PGlite.create(target.pgliteDir, { extensions: await pgliteExtensions() });
    pool = keepClientOnQueryError(new pg.Pool(withPgTypeParsersIgnored(createPgConfig(pglite))));
    closeEngine = async () => {
      await pglite.close();
      await unlock();
    };
    kind = 'pglite';
  }
  // An idle connection closed by the server (restart, failover, admin) must not crash the
  // process: the pool discards it and connects anew; errors of running queries reach the caller.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  const underStartupLock = <T>(work: () => Promise<T>) =>
    kind === 'postgres' ? underAdvisoryLock(pool, work) : work();
  await underStartupLock(() => migrate(db, { migrationsFolder }));
  return {
    db,
    kind,
    pool,
    underStartupLock,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
      await closeEngine();
    },
  };
}
