#!/usr/bin/env node
// Platform figures for the closing note: cold start-up time, idle memory, and a short load run
// against GET /api/v1/orgs/{id} with a real ID token from the built-in provider's sign-in flow.
// Usage: npm run build && node bench/platform.mjs [seconds=10] [connections=20]
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);
const port = 18000 + Math.floor(Math.random() * 1000);
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-bench-'));

async function waitReady(started) {
  for (;;) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** Walks the authorization-code + PKCE flow like a browser, returning the ID token. */
async function signIn(email, password) {
  const jar = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair.split('=');
      if (v) jar.set(k, v);
      else jar.delete(k);
    }
    return res;
  };
  const go = (url, init = {}) =>
    fetch(new URL(url, origin), {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    }).then(keep);
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'dermadesk-web',
    response_type: 'code',
    scope: 'openid email phone profile',
    redirect_uri: `${origin}/auth/signin-callback`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const interaction = (await go(`/oauth2/authorize?${params}`)).headers.get('location');
  const login = await go(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
  const callback = (await go(login.headers.get('location'))).headers.get('location');
  const code = new URL(callback).searchParams.get('code');
  const token = await go('/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${origin}/auth/signin-callback`,
      client_id: 'dermadesk-web',
      code_verifier: verifier,
    }),
  });
  return (await token.json()).id_token;
}

const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  PUBLIC_URL: origin,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
};
let server = spawn('node', ['apps/server/dist/main.js'], { env, stdio: 'ignore' });
const firstStart = await waitReady(performance.now());
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

// Second start: the normal case (database exists, migrations already applied).
const started = performance.now();
server = spawn('node', ['apps/server/dist/main.js'], { env, stdio: 'ignore' });
const warmStart = await waitReady(started);
await new Promise((r) => setTimeout(r, 3000));
const idleRss = rssMb(server.pid);

const token = await signIn('ana.nguyen@demo.dermadesk.example', 'Derma-demo-2026');
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
