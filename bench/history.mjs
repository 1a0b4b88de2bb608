#!/usr/bin/env node
// History and CSV export at a busy clinic's scale, on PostgreSQL and on PGlite. Prints figures;
// asserts nothing. Targets (issue 6): list p99 < 50 ms on PostgreSQL; CSV >= 50 000 rows/s with
// the server's peak RSS growth < 100 MB.
//
// Seeds N uploads (1-5 images each, 3 on average) across 50 organisations with generate_series,
// starts the built server on 127.0.0.1 only, signs in through the built-in provider for a real ID
// token, then measures POST /api/v1/uploads/get-uploads under 20 concurrent clients (autocannon)
// and POST /api/v1/exports/csv of 100 000 rows while sampling the server's RSS.
//
// Usage: see USAGE below (node bench/history.mjs --help).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  benchServerEnv,
  freePort,
  HOST,
  postgresBin,
  rssMb,
  signIn,
  startCluster,
  waitReady,
} from './lib/bench-support.mjs';
import { liveUploads, seed, seededClinic } from './lib/history-seed.mjs';

const USAGE = `Usage: npx tsc -b apps/server && node bench/history.mjs [options] [pgUploads=1000000]
       [pgliteUploads=100000] [seconds=8]

  pgUploads, pgliteUploads  uploads seeded in each database; 0 skips that database (PostgreSQL is
                            skipped anyway when not installed). The CSV export needs ~34 000
                            uploads (100 000 rows): a smaller seed exports what there is.
  seconds                   load per history-list scenario
  --csv-only                measure the CSV export only (no history-list load)
  --list-only               measure the history list only
  --help                    this text

  Quick CSV figures: node bench/history.mjs --csv-only 100000 0
  BENCH_DATABASE_URL=postgres://... measures an already seeded PostgreSQL database (seeded by an
  earlier run kept with BENCH_KEEP=1, which leaves its cluster running) instead of seeding one.
  BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the measured server;
  BENCH_EXPLAIN=1 prints the query plans.`;
const flags = new Set(process.argv.slice(2).filter((a) => a.startsWith('--')));
const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const unknown = [...flags].filter((f) => !['--help', '--csv-only', '--list-only'].includes(f));
const numbers = positional.map(Number);
if (flags.has('--help') || unknown.length || numbers.some((n) => !Number.isInteger(n) || n < 0)) {
  console.log(USAGE);
  process.exit(flags.has('--help') ? 0 : 1);
}
const [pgUploads = 1_000_000, pgliteUploads = 100_000, seconds = 8] = numbers;
const measure = {
  list: !flags.has('--csv-only'),
  csv: !flags.has('--list-only'),
};
const CONNECTIONS = 20;
const CSV_ROWS = 100_000;
const MAIN = 'apps/server/dist/main.js';
const BENCH_APP_SECRET = 'bench-only-app-secret-0123456789abcdef';

const cleanups = [];
async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (err) {
      console.error('cleanup:', err.message);
    }
  }
}
// The bench stops by itself: a hard limit, and cleanup on every exit path.
const deadline = setTimeout(() => {
  console.error('bench: time limit reached, stopping');
  void cleanup().then(() => process.exit(2));
}, 50 * 60_000);
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

async function startServer(env) {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const server = spawn(
    'node',
    [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), MAIN],
    {
      env: benchServerEnv(origin, { ...env, HOST }),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
  cleanups.push(stop);
  await waitReady(origin, server);
  return { origin, pid: server.pid, stop };
}

async function measureList(origin, headers, total) {
  const scenarios = [
    ['page 1', {}],
    [`deep page (start ${Math.floor(total / 2)})`, { start: Math.floor(total / 2) }],
    ['keyword, page 1', { keyword: 'S0012' }],
    ['keyword inside the ID, page 1', { keyword: '1234' }],
    ['short keyword (2 characters), page 1', { keyword: '77' }],
    ['module filter, page 1', { modules: [13, 18] }],
    ['keyword + module, page 1', { keyword: 'S001', modules: [7] }],
    [
      `module filter, deep page (start ${Math.floor(total / 10)})`,
      { modules: [13, 18], start: Math.floor(total / 10) },
    ],
    ['sort by subject, page 1', { column: 'subjectId', direction: 'asc' }],
  ];
  const firstPage = { start: 0, length: 10, column: 'createdAt', direction: 'desc' };
  // Warm-up, not recorded: the server's JIT and its pool's connections (each prepares the list's
  // statements once) would otherwise land in whichever scenario runs first.
  await autocannon({
    url: `${origin}/api/v1/uploads/get-uploads`,
    method: 'POST',
    headers,
    body: JSON.stringify(firstPage),
    connections: CONNECTIONS,
    duration: 3,
  });
  const rows = [];
  for (const [name, extra] of scenarios) {
    const body = JSON.stringify({ ...firstPage, ...extra });
    const check = await fetch(`${origin}/api/v1/uploads/get-uploads`, {
      method: 'POST',
      headers,
      body,
    });
    const json = await check.json();
    if (!check.ok) throw new Error(`${name}: ${check.status} ${JSON.stringify(json)}`);
    // One client alone first: the latency without queueing behind the other 19.
    const alone = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await (
        await fetch(`${origin}/api/v1/uploads/get-uploads`, { method: 'POST', headers, body })
      ).arrayBuffer();
      alone.push(performance.now() - t0);
    }
    alone.sort((a, b) => a - b);
    const r = await autocannon({
      url: `${origin}/api/v1/uploads/get-uploads`,
      method: 'POST',
      headers,
      body,
      connections: CONNECTIONS,
      duration: seconds,
    });
    rows.push({
      scenario: name,
      matches: json.data.total,
      '1 client p50 ms': +alone[15].toFixed(1),
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'max ms': r.latency.max,
      non2xx: r.non2xx + r.errors,
    });
    log(`  ${name}: p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`);
  }
  return rows;
}

async function measureCsv(origin, headers, pid, ids) {
  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
  const started = performance.now();
  let lines = 0;
  let bytes = 0;
  try {
    const res = await fetch(`${origin}/api/v1/exports/csv`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ids }),
    });
    if (!res.ok) throw new Error(`csv: ${res.status} ${await res.text()}`);
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    }
  } finally {
    clearInterval(sampler); // a failed export must not leave it reading a stopped server's memory
  }
  const ms = performance.now() - started;
  peak = Math.max(peak, rssMb(pid));
  const rows = lines - 1; // less the header (no field of the seed holds a line break)
  return {
    rows,
    MB: +(bytes / 1_048_576).toFixed(1),
    seconds: +(ms / 1000).toFixed(2),
    'rows/s': Math.round(rows / (ms / 1000)),
    'RSS before MB': Math.round(baseline),
    'peak RSS growth MB': Math.round(peak - baseline),
  };
}

/** The plans of the history queries (as the uploads repository writes them), for the record. */
async function explain(query, clinic, deep, ids) {
  const live = `u.org_id = '${clinic}' and u.deleted_at is null`;
  const page = (where, order, offset) =>
    `select u.id, u.created_at, u.subject_id, u.module, u.image_count, us.first_name
     from uploads u left join users us on us.id = u.created_by where ${where}
     order by ${order} limit 10 offset ${offset}`;
  const queries = {
    'page 1': page(live, 'u.created_at desc, u.id desc', 0),
    deep: page(live, 'u.created_at desc, u.id desc', deep),
    count: `select count(*) from uploads u where ${live}`,
    'module page 1': page(`${live} and u.module in (13, 18)`, 'u.created_at desc, u.id desc', 0),
    'module count': `select count(*) from uploads u where ${live} and u.module in (13, 18)`,
    'keyword page 1': page(
      `${live} and lower(u.subject_id) like '%s0012%'`,
      'u.created_at desc, u.id desc',
      0,
    ),
    'keyword inside the ID, page 1': page(
      `${live} and lower(u.subject_id) like '%1234%'`,
      'u.created_at desc, u.id desc',
      0,
    ),
  };
  queries['csv batch of 1000 uploads'] =
    `select u.id, u.created_at, u.subject_id, ui.id, ui.image_name,
      a.id, a.result->'quantities', a.result->'method'->>'name', ui.clinician_input
    from uploads u join upload_images ui on ui.upload_id = u.id and ui.org_id = '${clinic}'
    join analyses a on a.id = ui.analysis_id left join users us on us.id = u.created_by
    where ${live} and u.id = any('{${ids.slice(5000, 6000).join(',')}}'::bigint[])
    order by u.id, ui.id`;
  for (const [name, sql] of Object.entries(queries)) {
    const { rows } = await query(`explain (analyze, buffers, costs off) ${sql}`);
    console.log(`--- ${name}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

/** Upload ids of the busy clinic, oldest first, until they hold CSV_ROWS images. */
async function csvIds(query, clinic) {
  const { rows } = await query(`select id, image_count from uploads where org_id = '${clinic}'
    and deleted_at is null order by id limit ${CSV_ROWS}`);
  const ids = [];
  let images = 0;
  for (const r of rows) {
    if (images >= CSV_ROWS) break;
    ids.push(Number(r.id));
    images += r.image_count;
  }
  return ids;
}

async function benchDatabase(kind, n) {
  log(`${kind}: ${n.toLocaleString('en')} uploads`);
  let env;
  let query;
  let closeDb;
  const reuse = kind === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined;
  if (reuse) {
    // A server database needs the secret every process shares (a fixed one: bench data only).
    env = { DATABASE_URL: reuse, APP_SECRET: BENCH_APP_SECRET };
    const client = new pg.Client({ connectionString: reuse });
    await client.connect();
    query = (sql) => client.query(sql);
    closeDb = () => client.end();
  } else if (kind === 'postgres') {
    const bin = postgresBin();
    if (!bin) return log('  PostgreSQL is not installed: skipped');
    const cluster = await startCluster(bin);
    const { url } = cluster;
    if (process.env.BENCH_KEEP) log(`  keeping the cluster: BENCH_DATABASE_URL=${url}`);
    else cleanups.push(() => cluster.stop());
    env = { DATABASE_URL: url, APP_SECRET: BENCH_APP_SECRET };
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    query = (sql) => client.query(sql);
    closeDb = () => client.end();
  } else {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-bench-pglite-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    env = { DATA_DIR: dataDir };
    const { PGlite } = await import('@electric-sql/pglite');
    const { pgliteExtensions } = await import('../apps/server/dist/db/pglite-extensions.js');
    // The embedded database is one process's: seed between two runs of the server.
    const first = await startServer(env);
    await first.stop();
    const db = await PGlite.create(path.join(dataDir, 'db'), {
      extensions: await pgliteExtensions(),
    });
    query = (sql) => db.query(sql);
    closeDb = () => db.close();
  }
  if (kind === 'postgres') {
    const first = await startServer(env); // migrations and demo data
    await first.stop();
  }
  const clinic = reuse ? await seededClinic(query) : await seed(query, n, log);
  const total = await liveUploads(query, clinic);
  const ids = await csvIds(query, clinic);
  if (process.env.BENCH_EXPLAIN) await explain(query, clinic, Math.floor(n / 20), ids);
  await closeDb();

  const server = await startServer(env);
  const token = await signIn(server.origin);
  const headers = {
    authorization: `Bearer ${token}`,
    'org-id': clinic,
    'content-type': 'application/json',
  };
  if (measure.list)
    log(
      `  list: ${CONNECTIONS} connections, ${seconds} s per scenario, busy org of ${total.toLocaleString('en')} uploads`,
    );
  const list = measure.list ? await measureList(server.origin, headers, total) : undefined;
  let csv;
  if (measure.csv) {
    log('  csv export');
    await measureCsv(server.origin, headers, server.pid, ids.slice(0, 100)); // warm-up
    csv = await measureCsv(server.origin, headers, server.pid, ids);
  }
  await server.stop();
  return { list, csv };
}

try {
  if (!existsSync(MAIN)) throw new Error(`build first: npx tsc -b apps/server (${MAIN} missing)`);
  const results = {};
  if (pgUploads > 0) results.postgres = await benchDatabase('postgres', pgUploads);
  await cleanup();
  if (pgliteUploads > 0) results.pglite = await benchDatabase('pglite', pgliteUploads);
  await cleanup();
  for (const [kind, r] of Object.entries(results)) {
    if (!r) continue;
    if (r.list) {
      console.log(
        `\n${kind} — history list (POST /api/v1/uploads/get-uploads, ${CONNECTIONS} clients)`,
      );
      console.table(r.list);
    }
    if (r.csv) {
      console.log(`${kind} — CSV export (POST /api/v1/exports/csv)`);
      console.table([r.csv]);
    }
  }
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanup();
  clearTimeout(deadline);
}
