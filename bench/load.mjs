#!/usr/bin/env node
// Load on the scale-out shape (issue 20): two API processes and a worker on a throwaway
// PostgreSQL and an S3-compatible server, behind the round-robin proxy — the very cluster the
// multi-process e2e test starts (apps/server/src/test/scale-out-cluster.ts). Simulated users sign
// in with their password (users start spread over the ramp), then each repeats, after a think time
// of 2–8 s: a history page, a result page, an export (CSV), an analysis and its save, a token
// refresh (what the web app does when its ID token expires), or a new password sign-in (a
// colleague taking over a shared workstation). Every user comes from its own address (in
// X-Forwarded-For, as through a real proxy), so the per-IP sign-in limit applies per user.
// Prints the error count, p50/p99 per request kind, the load average and each process's RSS.
// Usage: npm run build && node bench/load.mjs [seconds=300] [users=200] [rampSeconds=60]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { DEMO_EMAIL, DEMO_PASSWORD, freePort, rssMb, signInTokens } from './lib/bench-support.mjs';

const seconds = Number(process.argv[2] ?? 300);
const users = Number(process.argv[3] ?? 200);
const THINK_MS = [2_000, 8_000];
/**
 * Users start spread over this time, as a clinic's staff arrive: each first sign-in checks a
 * password (scrypt, ~220 ms of one core here), so 200 of them in 20 s alone would ask more than
 * the 2 cores have.
 */
const rampMs = Math.min(Number(process.argv[4] ?? 60) * 1000, (seconds * 1000) / 3);
/** What a user does next, by weight: mostly reading, some exporting, a few new analyses. */
const mix = [
  ['history page', 40],
  ['result page', 30],
  ['export (CSV)', 10],
  ['token refresh', 8],
  ['sign-in', 2],
  ['analysis', 10],
];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// --- the cluster, started as the e2e test starts it ---------------------------------------------
const port = await freePort();
const origin = `http://localhost:${port}`;
const cluster = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    '--conditions=@dermadesk/source',
    'apps/server/src/test/scale-out-cluster.ts',
    String(port),
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
async function stopCluster() {
  if (cluster.exitCode !== null) return;
  const exited = new Promise((r) => cluster.once('exit', r));
  cluster.kill('SIGTERM');
  await exited;
}
process.once('SIGINT', () => void stopCluster().then(() => process.exit(130)));
for (let i = 0; ; i++) {
  if (cluster.exitCode !== null) throw new Error('the cluster exited while starting');
  try {
    if ((await fetch(`${origin}/readyz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 1200) throw new Error('the cluster never became ready');
  await sleep(250);
}
const layout = JSON.parse(readFileSync(`/tmp/dermadesk-scale-out-${port}/cluster.json`, 'utf8'));
const processes = [
  ...layout.apis.map((a, i) => [`API process ${i + 1}`, a.pid]),
  ['worker', layout.worker],
  ['proxy + S3 server (test harness)', cluster.pid],
];
const peakRss = new Map(processes.map(([name]) => [name, 0]));
const sampleRss = () => {
  for (const [name, pid] of processes) peakRss.set(name, Math.max(peakRss.get(name), rssMb(pid)));
};

// --- what the users send --------------------------------------------------------------------------
const samples = new Map(mix.map(([kind]) => [kind, []]));
samples.set('save', []);
const errors = new Map([...samples.keys()].map((k) => [k, 0]));
const errorExamples = [];

/** Times one step; a thrown error or a non-2xx answer counts as an error of that kind. */
async function timed(kind, step) {
  const started = performance.now();
  try {
    const result = await step();
    samples.get(kind).push(performance.now() - started);
    return result;
  } catch (e) {
    errors.set(kind, errors.get(kind) + 1);
    if (errorExamples.length < 10) errorExamples.push(`${kind}: ${e.message}`);
    return undefined;
  }
}

async function expectOk(res) {
  if (!res.ok) throw new Error(`${res.status} ${(await res.text()).slice(0, 200)}`);
  return res;
}

const photos = await Promise.all(
  [0.2, 0.4, 0.6, 0.8].map((redness) =>
    sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 224, g: 178, b: 150 } },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg width="640" height="480"><ellipse cx="320" cy="240" rx="${60 + redness * 180}" ry="${40 + redness * 120}" fill="rgb(205,95,100)"/></svg>`,
          ),
        },
      ])
      .jpeg({ quality: 90 })
      .toBuffer(),
  ),
);
const uploadIds = [];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

function client(u) {
  const address = `10.${(u >> 8) & 255}.${u & 255}.${1 + (u % 250)}`;
  const base = { 'x-forwarded-for': address };
  let headers;
  const api = (path, init = {}) =>
    fetch(`${origin}${path}`, { ...init, headers: { ...headers, ...init.headers } }).then(expectOk);
  const json = (path, body) =>
    api(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  let refreshToken;
  async function signInAgain() {
    const tokens = await signInTokens(origin, DEMO_EMAIL, DEMO_PASSWORD, base);
    if (!tokens.id_token) throw new Error('no ID token');
    refreshToken = tokens.refresh_token;
    const auth = { ...base, authorization: `Bearer ${tokens.id_token}` };
    const me = await fetch(`${origin}/api/v1/users/sync-user`, { method: 'POST', headers: auth });
    const { data } = await (await expectOk(me)).json();
    headers = { ...auth, 'org-id': data.orgRoleList.find((r) => r.role === 'admin').orgId };
  }
  /** The web app's renewal (api-client.ts refresh): a refresh_token grant, no password. */
  async function refresh() {
    const res = await fetch(`${origin}/oauth2/token`, {
      method: 'POST',
      headers: { ...base, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'dermadesk-web',
        refresh_token: refreshToken,
      }),
    });
    const tokens = await (await expectOk(res)).json();
    if (!tokens.id_token) throw new Error('no ID token');
    refreshToken = tokens.refresh_token ?? refreshToken;
    headers = { ...headers, authorization: `Bearer ${tokens.id_token}` };
  }

  async function analyse() {
    const form = new FormData();
    form.set('Module', '7');
    form.set('File', new Blob([pick(photos)], { type: 'image/jpeg' }), 'photo.jpg');
    const analysed = await api('/api/v1/predicts/analyze', { method: 'POST', body: form });
    return (await analysed.json()).data.analysisId;
  }
  async function save(analysisId) {
    const form = new FormData();
    form.set('SubjectId', `LOAD-${u}-${Date.now().toString(36)}`);
    form.set('Module', '7');
    form.set('ImageId', analysisId);
    form.set('ImageName', 'photo.jpg');
    const saved = await api('/api/v1/predicts/widget-result', { method: 'POST', body: form });
    uploadIds.push((await saved.json()).data);
  }

  const actions = {
    'history page': () =>
      json('/api/v1/uploads/get-uploads', {
        start: 10 * Math.floor(Math.random() * 5),
        length: 10,
        column: 'createdAt',
        direction: 'desc',
      }).then((r) => r.arrayBuffer()),
    'result page': () =>
      json(`/api/v1/uploads/get-uploads/${pick(uploadIds)}`, { length: 10 }).then((r) =>
        r.arrayBuffer(),
      ),
    'export (CSV)': () =>
      json('/api/v1/exports/csv', {
        ids: Array.from({ length: 1 + Math.floor(Math.random() * 5) }, () => pick(uploadIds)),
      }).then((r) => r.arrayBuffer()),
    'token refresh': refresh,
    'sign-in': signInAgain,
    analysis: async () => {
      const analysisId = await timed('analysis', analyse);
      if (analysisId) await timed('save', () => save(analysisId));
    },
  };
  const total = mix.reduce((n, [, w]) => n + w, 0);
  const next = () => {
    let r = Math.random() * total;
    for (const [kind, weight] of mix) if ((r -= weight) < 0) return kind;
    return mix[0][0];
  };
  return { signInAgain, actions, next, save: async () => save(await analyse()) };
}

// --- warm-up (not counted): uploads for the history, result and export requests ------------------
const seeder = client(9999);
await seeder.signInAgain();
for (let i = 0; i < 30; i++) await seeder.save();

// --- the run -------------------------------------------------------------------------------------
const loadBefore = os.loadavg();
const started = Date.now();
const end = started + seconds * 1000;
const rssTimer = setInterval(sampleRss, 5_000);
sampleRss();
console.log(`load: ${users} users for ${seconds} s through ${origin} (2 API processes, 1 worker)`);

async function user(u) {
  await sleep((u / users) * rampMs);
  const c = client(u);
  const signedIn = await timed('sign-in', async () => {
    await c.signInAgain();
    return true;
  });
  // Without a session this user can do nothing more; the error is counted.
  if (!signedIn) return;
  while (Date.now() < end) {
    await sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
    if (Date.now() >= end) break;
    const kind = c.next();
    if (kind === 'analysis') await c.actions.analysis();
    else await timed(kind, c.actions[kind]);
  }
}
await Promise.all(Array.from({ length: users }, (_, u) => user(u)));
clearInterval(rssTimer);
sampleRss();
const loadAfter = os.loadavg();
const rssNow = new Map(processes.map(([name, pid]) => [name, rssMb(pid)]));
await stopCluster();

// --- figures -------------------------------------------------------------------------------------
const pct = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;
const ms = (v) => (Number.isNaN(v) ? '—' : `${v.toFixed(0)} ms`);
const rows = [...samples].map(([kind, list]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const p99 = pct(sorted, 99);
  const target = kind === 'analysis' ? 'none' : '< 200 ms';
  return {
    kind,
    requests: sorted.length,
    errors: errors.get(kind),
    p50: ms(pct(sorted, 50)),
    p99: ms(p99),
    target,
    met: kind === 'analysis' ? '' : p99 < 200 && errors.get(kind) === 0 ? 'yes' : 'NO',
  };
});
const totalErrors = [...errors.values()].reduce((a, b) => a + b, 0);
const totalRequests = rows.reduce((n, r) => n + r.requests, 0);
console.log(
  `\n${totalRequests} timed steps in ${((Date.now() - started) / 1000).toFixed(0)} s, ` +
    `${totalErrors} errors (target 0). Sign-in is the whole OpenID flow (5 requests, one scrypt check); ` +
    `a token refresh is one refresh_token grant.`,
);
console.table(rows);
if (errorExamples.length) console.log('first errors:', errorExamples);
console.table(
  processes.map(([name]) => ({
    process: name,
    'RSS at the end': `${rssNow.get(name).toFixed(0)} MB`,
    'peak RSS (5 s samples)': `${peakRss.get(name).toFixed(0)} MB`,
  })),
);
console.log(
  `load average (1, 5, 15 min): before ${loadBefore.map((l) => l.toFixed(1)).join(', ')}; ` +
    `after ${loadAfter.map((l) => l.toFixed(1)).join(', ')} (${os.cpus().length} cores)`,
);
process.exit(totalErrors ? 1 : 0);
