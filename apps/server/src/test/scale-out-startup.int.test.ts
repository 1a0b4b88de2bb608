import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../config.js';
import { openRuntime } from '../runtime.js';
import { freePort } from './postgres-cluster.js';
import {
  createEmptyDatabase,
  startServerProcess,
  waitForOutput,
  type ServerProcess,
} from './server-processes.js';

const SECRET = 'scale-out-test-secret-0123456789abcdef';

/** Several processes on one PostgreSQL server, as a hospital group runs them (issue 25). */
describe.skipIf(!inject('postgresUrl'))('processes on a PostgreSQL server', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-scale-'));
  const running: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createEmptyDatabase(inject('postgresUrl'));
  });
  afterAll(async () => {
    await Promise.all(running.map((p) => p.stop()));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const env = (more: Record<string, string> = {}) => ({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    APP_SECRET: SECRET,
    ...more,
  });

  it('starts two API processes and a worker at once on an empty database', async () => {
    const ports = [await freePort(), await freePort()];
    const apis = ports.map((port) =>
      startServerProcess('main', env({ PORT: String(port), RUN_JOBS: 'false' })),
    );
    const worker = startServerProcess('worker', env());
    running.push(...apis, worker);
    await Promise.all([
      ...apis.map((p) => waitForOutput(p, 'Dermadesk is ready')),
      waitForOutput(worker, 'Dermadesk worker is ready'),
    ]);
    for (const port of ports) {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(res.status).toBe(200);
    }
    // The first-start data was created once, not once per process.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from orgs');
    await client.end();
    expect(rows[0]!.n).toBe(2);
  }, 300_000);

  it('opens one empty database from five runtimes at the same moment', async () => {
    // The same race without process start-up times to stagger it: every opener reaches the
    // migrations, the job schema and the demo data together.
    const fresh = await createEmptyDatabase(inject('postgresUrl'));
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: fresh.url,
        DATA_DIR: dataDir,
        APP_SECRET: SECRET,
      });
      const runtimes = await Promise.all(
        Array.from({ length: 5 }, (_, i) => openRuntime(config, i === 0)),
      );
      await Promise.all(runtimes.map((r) => r.close()));
    } finally {
      await fresh.drop();
    }
  }, 300_000);

  it('refuses to start without APP_SECRET, naming it', async () => {
    const { APP_SECRET: _unset, ...withoutSecret } = env({ PORT: String(await freePort()) });
    const p = startServerProcess('main', withoutSecret);
    running.push(p);
    expect(await p.exited).toBe(1);
    expect(p.output()).toMatch(/APP_SECRET: required with DATABASE_URL/);
  }, 120_000);

  it('refuses to start with an APP_SECRET other than the database was set up with', async () => {
    const other = 'another-secret-of-enough-length-0123456789';
    const p = startServerProcess('worker', env({ APP_SECRET: other }));
    running.push(p);
    expect(await p.exited).toBe(1);
    expect(p.output()).toMatch(/APP_SECRET does not match the secret this database was set up/);
  }, 120_000);
});
