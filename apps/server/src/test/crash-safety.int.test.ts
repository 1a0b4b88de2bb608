import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';

const writer = path.join(path.dirname(fileURLToPath(import.meta.url)), 'crash-writer.ts');

describe('crash safety of the embedded database', () => {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'dermadesk-crash-')), 'db');
  afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('reopens after kill -9 in the middle of writes with no half-written records', async () => {
    const child = fork(writer, [dir], {
      execArgv: ['--import', 'tsx', '--conditions=source'],
      stdio: 'ignore',
    });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`writer exited early with ${code}`)));
    });
    await new Promise((r) => setTimeout(r, 1500)); // let it write for a while
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    const database = await openDatabase({ pgliteDir: dir });
    try {
      const { rows } = await database.db.execute<{ orgs: number; orphans: number }>(sql`
        select (select count(*)::int from orgs) as orgs,
               (select count(*)::int from orgs o where not exists
                  (select 1 from org_apps a where a.org_id = o.id)) as orphans`);
      expect(rows[0]!.orgs).toBeGreaterThan(0);
      expect(rows[0]!.orphans).toBe(0);
    } finally {
      await database.close();
    }
  });
});
