import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  /** 'pglite' (embedded) or 'postgres' (server via DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

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
    pool = new pg.Pool({ connectionString: target.url, max: 10 });
    kind = 'postgres';
  } else {
    // Loaded lazily so a PostgreSQL deployment never pays for the WASM engine.
    const { PGlite } = await import('@electric-sql/pglite');
    const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
    if (!target.pgliteDir.startsWith('memory://')) await mkdir(target.pgliteDir, { recursive: true });
    const pglite = await PGlite.create(target.pgliteDir);
    pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
    closeEngine = () => pglite.close();
    kind = 'pglite';
  }
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db,
    kind,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
      await closeEngine();
    },
  };
}
