// Helpers the benchmarks share: a free port, the server's readiness and memory, a real ID token
// through the built-in provider's sign-in, and a throwaway PostgreSQL cluster. Loopback only.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const HOST = '127.0.0.1';
export const DEMO_EMAIL = 'ana.nguyen@demo.dermadesk.example';
export const DEMO_PASSWORD = 'Derma-demo-2026';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, HOST, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/**
 * CPU seconds of a process (`'self'` or a pid) and of its waited-for children (ffmpeg), from
 * /proc at 100 ticks a second: on a shared machine the wall time includes waiting for a core, the
 * CPU time does not.
 */
export function cpuSeconds(pid = 'self') {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime, stime, cutime, cstime: fields 14–17 of stat(5), 11–14 after the name.
  return fields.slice(11, 15).reduce((n, f) => n + Number(f), 0) / 100;
}

/**
 * The environment of a measured server: production mode, quiet logs, demo data, on `origin`.
 * `extra` adds or overrides variables (a data directory, a database, a model endpoint).
 */
export function benchServerEnv(origin, extra = {}) {
  return {
    ...process.env,
    PORT: new URL(origin).port,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    ...extra,
  };
}

/** Waits for /readyz; fails at once if the server process has exited. */
export async function waitReady(origin, server) {
  for (let i = 0; i < 1200; i++) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('server not ready');
}

/**
 * The built server (apps/server/dist/main.js) with demo data in a throwaway data directory on a
 * free loopback port; `stop` ends it and removes the directory. `extra` adds variables.
 */
export async function startBuiltServer(name, extra = {}) {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `dermadesk-${name}-`));
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: benchServerEnv(origin, { DATA_DIR: dataDir, HOST, ...extra }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitReady(origin, server);
  return {
    origin,
    pid: server.pid,
    stop() {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Walks the authorization-code + PKCE flow like a browser, returning the token response (ID,
 * access and refresh tokens). `headers` go with every request (a client address in
 * X-Forwarded-For, say).
 */
export async function signInTokens(
  origin,
  email = DEMO_EMAIL,
  password = DEMO_PASSWORD,
  headers = {},
) {
  const jar = new Map();
  const go = async (url, init = {}) => {
    const res = await fetch(new URL(url, origin), {
      ...init,
      redirect: 'manual',
      headers: {
        ...headers,
        ...init.headers,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [k, v] = c.split(';')[0].split('=');
      if (v) jar.set(k, v);
      else jar.delete(k);
    }
    return res;
  };
  const verifier = randomBytes(32).toString('base64url');
  const redirect = `${origin}/auth/signin-callback`;
  const params = new URLSearchParams({
    client_id: 'dermadesk-web',
    response_type: 'code',
    scope: 'openid email phone profile',
    redirect_uri: redirect,
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
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: new URL(callback).searchParams.get('code'),
    redirect_uri: redirect,
    client_id: 'dermadesk-web',
    code_verifier: verifier,
  });
  const token = await go('/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return token.json();
}

/** signInTokens' ID token. */
export const signIn = async (...args) => (await signInTokens(...args)).id_token;

/** Signs the demo clinician in through the hosted form, in a Playwright page with a baseURL. */
export async function signInPage(page) {
  await page.goto('/index');
  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/index');
}

export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const v = readdirSync(root)
    .filter((d) => existsSync(path.join(root, d, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return v && path.join(root, v, 'bin');
}

/** A throwaway cluster on 127.0.0.1 (as the test setup starts one); `stop()` removes it. */
export async function startCluster(bin) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-bench-pg-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) => {
    const full = path.join(bin, cmd);
    const r = asRoot
      ? spawnSync(
          'su',
          ['postgres', '-s', '/bin/sh', '-c', [full, ...args].map((a) => `'${a}'`).join(' ')],
          {
            encoding: 'utf8',
          },
        )
      : spawnSync(full, args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  // fsync off: a throwaway cluster, seeded in bulk; the query plans and timings are unaffected.
  const options = [
    `-c listen_addresses=${HOST} -p ${port} -k ${dir}`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
    '-c shared_buffers=512MB -c max_wal_size=8GB -c maintenance_work_mem=512MB',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'pg.log'), '-w', '-o', options, 'start']);
  return {
    url: `postgres://postgres@${HOST}:${port}/postgres`,
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
