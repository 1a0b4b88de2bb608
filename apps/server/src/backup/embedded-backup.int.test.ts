import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { orgs } from '../db/schema.js';
import { seedDemoData } from '../seed/demo-data.js';
import { createBlobLedger } from '../storage/blob-ledger.js';
import { blobKey } from '../storage/blob-store.js';
import { createDiskBlobStore } from '../storage/disk-blob-store.js';
import { backupEmbedded, restoreEmbedded } from './embedded-backup.js';

const configOf = (dataDir: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });

/** Every row of every table (ours, the migrations', the job queue's), in a stable order. */
async function everyRecord(database: Database) {
  const { rows: tables } = await database.db.execute<{ name: string }>(sql`
    select format('%I.%I', table_schema, table_name) as name from information_schema.tables
    where table_schema in ('public', 'drizzle', 'pgboss') and table_type = 'BASE TABLE'
    order by 1`);
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const { rows } = await database.db.execute(
      sql.raw(`select to_jsonb(t)::text as r from ${name} t order by 1`),
    );
    out[name] = rows.map((r) => (r as { r: string }).r);
  }
  return out;
}

function everyFile(root: string) {
  if (!existsSync(root)) return {};
  return Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const full = path.join(e.parentPath, e.name);
        return [path.relative(root, full), readFileSync(full).toString('base64')];
      })
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );
}

describe('backup and restore of the embedded default', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-backup-'));
  const source = path.join(root, 'source');
  const file = path.join(root, 'practice.tar.gz');
  let before: Record<string, unknown[]>;
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  beforeAll(async () => {
    const config = configOf(source);
    const database = await openDatabase({ pgliteDir: path.join(source, 'db') });
    try {
      await seedDemoData(database.db);
      const [org] = await database.db.select().from(orgs).limit(1);
      const blobs = createDiskBlobStore(path.join(source, 'blobs'));
      const ledger = createBlobLedger(database.db, blobs);
      // Long keys, as analyses make them (over ustar's 100-byte name field), and binary bytes.
      const staged = await ledger.stage(org!.id, [
        {
          key: blobKey(
            'orgs',
            org!.id,
            'analyses',
            crypto.randomUUID(),
            'overlay-erythema-index.png',
          ),
          body: Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256)),
          contentType: 'image/png',
        },
        {
          key: blobKey('orgs', org!.id, 'note.txt'),
          body: Buffer.from('é'),
          contentType: 'text/plain',
        },
      ]);
      await database.db.transaction((tx) => staged.claim(tx));
      // One still pending: the ledger itself must come back too.
      await ledger.stage(org!.id, [
        { key: blobKey('orgs', org!.id, 'pending.bin'), body: Buffer.alloc(0), contentType: 'x/y' },
      ]);
      before = await everyRecord(database);
      expect(config.dataDir).toBe(source);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('round-trips every record and every file', async () => {
    expect(await backupEmbedded(configOf(source), file)).toMatch(/3 stored files/);
    const target = path.join(root, 'target');
    expect(await restoreEmbedded(configOf(target), file, false)).toMatch(/3 stored files/);
    expect(everyFile(path.join(target, 'blobs'))).toEqual(everyFile(path.join(source, 'blobs')));
    const restored = await openDatabase({ pgliteDir: path.join(target, 'db') });
    try {
      expect(await everyRecord(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 240_000);

  it('refuses while the server runs, naming it, and writes nothing', async () => {
    const server = spawn('sleep', ['30']); // stands for the server holding the database
    try {
      writeFileSync(path.join(source, 'db.lock'), String(server.pid));
      const other = path.join(root, 'while-running.tar.gz');
      await expect(backupEmbedded(configOf(source), other)).rejects.toThrow(
        new RegExp(`in use by process ${server.pid}[\\s\\S]*stop the server`),
      );
      expect(existsSync(other)).toBe(false);
    } finally {
      server.kill();
      rmSync(path.join(source, 'db.lock'), { force: true });
    }
  });

  it('keeps existing data unless told to replace it, and then keeps it aside', async () => {
    const target = path.join(root, 'target');
    await expect(restoreEmbedded(configOf(target), file, false)).rejects.toThrow(/--replace/);
    expect(await restoreEmbedded(configOf(target), file, true)).toMatch(/replaced-/);
    const aside = readdirSync(target).filter((n) => n.startsWith('replaced-'));
    expect(aside).toHaveLength(1);
    expect(readdirSync(path.join(target, aside[0]!)).sort()).toEqual(['blobs', 'db']);
  }, 240_000);

  it('refuses a truncated backup before touching anything', async () => {
    const cut = path.join(root, 'cut.tar.gz');
    writeFileSync(cut, readFileSync(file));
    truncateSync(cut, Math.floor(readFileSync(file).length / 2));
    const target = path.join(root, 'from-cut');
    await expect(restoreEmbedded(configOf(target), cut, false)).rejects.toThrow();
    expect(existsSync(path.join(target, 'db'))).toBe(false);
  });

  it('points a PostgreSQL deployment at pg_dump', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: source,
      DATABASE_URL: 'postgres://x@127.0.0.1:1/x',
      APP_SECRET: 'a-secret-of-at-least-thirty-two-characters',
    });
    await expect(backupEmbedded(config, path.join(root, 'pg.tar.gz'))).rejects.toThrow(/pg_dump/);
  });
});
