#!/usr/bin/env node
// Platform figures for the closing note: cold start-up time, idle memory, and a short load run
// against GET /api/v1/orgs/{id} with a real ID token from the built-in provider's sign-in flow.
// Usage: npm run build && node bench/platform.mjs [seconds=10] [connections=20]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchServerEnv, freePort, rssMb, signIn, waitReady } from './lib/bench-support.mjs';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);
const port = await freePort();
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-bench-'));

/** Milliseconds from `started` until /readyz answers. */
async function readyAfter(started, server) {
  await waitReady(origin, server);
  return performance.now() - started;
}

const env = benchServerEnv(origin, { DATA_DIR: dataDir });
let server = spawn('node', ['apps/server/dist/main.js'], { env, stdio: 'ignore' });
const firstStart = await readyAfter(performance.now(), server);
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

// Second start: the normal case (database exists, migrations already applied).
const started = performance.now();
server = spawn('node', ['apps/server/dist/main.js'], { env, stdio: 'ignore' });
const warmStart = await readyAfter(started, server);
await new Promise((r) => setTimeout(r, 3000));
const idleRss = rssMb(server.pid);

const token = await signIn(origin);
const sync = await (
  await fetch(`${origin}/api/v1/users/sync-user`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  })
).json();
const orgId = sync.data.orgRoleList[0].orgId;

const result = await autocannon({
  url: `${origin}/api/v1/orgs/${orgId}`,
  headers: { authorization: `Bearer ${token}`, 'org-id': orgId },
  connections,
  duration: seconds,
});
const loadedRss = rssMb(server.pid);
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `start-up, new data dir (initdb + migrations + demo data): ${firstStart.toFixed(0)} ms`,
);
console.log(`start-up, existing data dir:                          ${warmStart.toFixed(0)} ms`);
console.log(`idle server RSS:                                      ${idleRss.toFixed(0)} MB`);
console.log(`GET /api/v1/orgs/{id}, ${connections} connections, ${seconds} s:`);
console.log(
  `  requests/s: avg ${result.requests.average.toFixed(0)}, total ${result.requests.total}`,
);
console.log(
  `  latency ms: p50 ${result.latency.p50}, p99 ${result.latency.p99}, max ${result.latency.max}`,
);
console.log(`  non-2xx: ${result.non2xx}, errors: ${result.errors}`);
console.log(`RSS after load:                                       ${loadedRss.toFixed(0)} MB`);
