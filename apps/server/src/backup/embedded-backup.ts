import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { pgliteExtensions } from '../db/pglite-extensions.js';
import { createTarWriter, readTar } from './tar-archive.js';

const FORMAT = 'dermadesk-backup';
const DATABASE_ENTRY = 'database.tar.gz';
const BLOBS = 'blobs/';

interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  /** sha256 of every other entry, checked on restore before anything is replaced. */
  files: Record<string, string>;
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/** What an embedded deployment keeps in DATA_DIR; refuses the scale-out shape with the why. */
function embeddedPaths(config: Config) {
  if (config.databaseUrl) {
    throw new Error(
      'backup and restore copy the embedded database; with DATABASE_URL use pg_dump/pg_restore and your object store’s own backups (README, Backups).',
    );
  }
  if (config.blobs.kind !== 'disk') {
    throw new Error(
      'backup and restore copy files stored on disk; with BLOB_STORE=s3 use the object store’s own versioning or replication.',
    );
  }
  return { db: path.join(config.dataDir, 'db'), blobs: config.blobs.dir };
}

async function filesUnder(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.tmp')) // a killed writer's leftovers
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Holds the embedded database's lock: a running server is named instead of copied mid-write. */
async function lockOrExplain(dbDir: string) {
  try {
    return await lockDataDir(dbDir);
  } catch (e) {
    throw new Error(
      `${(e as Error).message}\nA backup is consistent only while nothing writes: stop the server, run the backup (it takes seconds to minutes), start it again.`,
      { cause: e },
    );
  }
}

async function openPglite(dir: string, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(dir, {
    extensions: await pgliteExtensions(),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

/**
 * `npm run admin -- backup <file>`: the embedded database (PGlite's own dump of its data
 * directory) and every stored file, in one .tar.gz with a manifest of checksums. The server must
 * be stopped: the database lock is held throughout, so database and files are one moment's.
 */
export async function backupEmbedded(config: Config, file: string): Promise<string> {
  const paths = embeddedPaths(config);
  if (!existsSync(paths.db)) throw new Error(`no embedded database in ${paths.db}`);
  if (existsSync(file)) throw new Error(`${file} already exists; choose a new file name`);
  const unlock = await lockOrExplain(paths.db);
  try {
    const pglite = await openPglite(paths.db);
    const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    await pglite.close();
    const keys = await filesUnder(paths.blobs);
    const manifest: Manifest = {
      format: FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      files: { [DATABASE_ENTRY]: sha256(dump) },
    };
    const tar = createTarWriter(file);
    try {
      await tar.add(DATABASE_ENTRY, dump);
      for (const key of keys) {
        const body = await readFile(path.join(paths.blobs, ...key.split('/')));
        manifest.files[BLOBS + key] = sha256(body);
        await tar.add(BLOBS + key, body);
      }
      // Last, so a truncated backup has no manifest and is refused as a whole.
      await tar.add('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    } finally {
      await tar.close();
    }
    return `backup written to ${file}: the database and ${keys.length} stored files`;
  } finally {
    await unlock();
  }
}

/**
 * `npm run admin -- restore <file> [--replace]`: unpacks into a staging folder beside DATA_DIR's
 * contents, checks every checksum, and only then puts the database and files in place. An
 * existing database is kept aside (`DATA_DIR/replaced-<time>/`) with --replace, never deleted.
 */
export async function restoreEmbedded(
  config: Config,
  file: string,
  replace: boolean,
): Promise<string> {
  const paths = embeddedPaths(config);
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const occupied = existsSync(paths.db) || (await filesUnder(paths.blobs)).length > 0;
  if (occupied && !replace) {
    throw new Error(
      `${config.dataDir} already holds a database or files. Restore with --replace to keep them aside in ${path.join(config.dataDir, 'replaced-<time>')} and put the backup in their place.`,
    );
  }
  await mkdir(config.dataDir, { recursive: true });
  const unlock = await lockOrExplain(paths.db);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = path.join(config.dataDir, `restoring-${stamp}`);
  try {
    const seen: Record<string, string> = {};
    let dump: Buffer | undefined;
    let manifest: Manifest | undefined;
    for await (const entry of readTar(file)) {
      if (entry.name === 'manifest.json') {
        manifest = JSON.parse(entry.body.toString('utf8')) as Manifest;
      } else if (entry.name === DATABASE_ENTRY) {
        dump = entry.body;
        seen[entry.name] = sha256(entry.body);
      } else if (entry.name.startsWith(BLOBS) && !entry.name.split('/').includes('..')) {
        const target = path.join(staging, 'blobs', ...entry.name.slice(BLOBS.length).split('/'));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, entry.body);
        seen[entry.name] = sha256(entry.body);
      } else {
        throw new Error(`unexpected entry in the backup: ${entry.name}`);
      }
    }
    if (manifest?.format !== FORMAT || !dump)
      throw new Error(`${file} is not a complete Dermadesk backup`);
    const expected = Object.keys(manifest.files).sort();
    const mismatched = expected.filter((name) => seen[name] !== manifest.files[name]);
    if (mismatched.length || expected.length !== Object.keys(seen).length) {
      throw new Error(
        `the backup is damaged (${mismatched.length} files do not match their checksum)`,
      );
    }
    const pglite = await openPglite(path.join(staging, 'db'), new Blob([dump]));
    await pglite.close();
    if (occupied) {
      const aside = path.join(config.dataDir, `replaced-${stamp}`);
      await mkdir(aside);
      if (existsSync(paths.db)) await rename(paths.db, path.join(aside, 'db'));
      if (existsSync(paths.blobs)) await rename(paths.blobs, path.join(aside, 'blobs'));
    }
    await rename(path.join(staging, 'db'), paths.db);
    await mkdir(path.join(staging, 'blobs'), { recursive: true });
    await rename(path.join(staging, 'blobs'), paths.blobs);
    return `restored ${file}: the database and ${expected.length - 1} stored files${occupied ? ` (the previous ones are in replaced-${stamp})` : ''}`;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await unlock();
  }
}
