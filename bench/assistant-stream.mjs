#!/usr/bin/env node
// Assistant streaming figures for the closing note:
// 1. relay latency: from the moment the upstream model (the local fake, in this process, so one
//    clock) writes its first token to the moment this client reads it through our server;
// 2. time to first token through our server versus straight from the upstream;
// 3. server memory per open stream: live heap (after a forced collection) and RSS with N slow
//    streams open, minus the same before, over N.
// Usage: npm run build && node --import tsx bench/assistant-stream.mjs [requests=50] [openStreams=60]
// (tsx: the fake upstream is test code, run from source; the server is the build.)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeOpenAi } from '../apps/server/src/test/fake-openai.ts';
import { benchServerEnv, freePort, signIn, waitReady } from './lib/bench-support.mjs';

const requests = Number(process.argv[2] ?? 50);
const openStreams = Math.min(Number(process.argv[3] ?? 60), 64);
const now = () => performance.timeOrigin + performance.now();
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const fmt = (values) =>
  `p50 ${percentile(values, 50).toFixed(2)} ms, p95 ${percentile(values, 95).toFixed(2)} ms`;

const fake = await startFakeOpenAi({ apiKey: 'bench-key', wordDelayMs: 5 });
const port = await freePort();
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-bench-ai-'));
const server = spawn(
  'node',
  ['--expose-gc', '--import', './bench/lib/heap-probe.mjs', 'apps/server/dist/main.js'],
  {
    env: benchServerEnv(origin, {
      DATA_DIR: dataDir,
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'fake-chat',
      LLM_API_KEY: 'bench-key',
      AI_DEFAULT_CONCURRENCY: '64',
    }),
    stdio: ['ignore', 'pipe', 'ignore'],
  },
);
let heapWaiter = null;
server.stdout.setEncoding('utf8').on('data', (text) => {
  const line = text.split('\n').find((l) => l.startsWith('HEAP '));
  if (line && heapWaiter) heapWaiter(JSON.parse(line.slice(5)));
});
/** The server's memory right after a full collection, in MB. */
const memory = () =>
  new Promise((resolve) => {
    heapWaiter = (m) => resolve({ heap: m.heapUsed / 1048576, rss: m.rss / 1048576 });
    server.kill('SIGUSR2');
  });

try {
  await waitReady(origin, server);
  const token = await signIn(origin);
  const auth = { authorization: `Bearer ${token}` };
  const sync = await (
    await fetch(`${origin}/api/v1/users/sync-user`, { method: 'POST', headers: auth })
  ).json();
  const headers = { ...auth, 'org-id': sync.data.orgRoleList[0].orgId };
  const json = { ...headers, 'content-type': 'application/json' };
  await fetch(`${origin}/api/v1/ai/settings/providers/chat`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ enabled: true }),
  });
  const conversation = async () =>
    (
      await (
        await fetch(`${origin}/api/v1/assistant/conversations`, {
          method: 'POST',
          headers: json,
          body: '{}',
        })
      ).json()
    ).data.id;

  /** Sends one message; resolves at the first token with the times, leaving the stream open. */
  async function firstToken(content, controller = new AbortController()) {
    const id = await conversation();
    const sent = now();
    const res = await fetch(`${origin}/api/v1/assistant/conversations/${id}/reply`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ mode: 'send', content }),
      signal: controller.signal,
    });
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: token')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended before a token: ${text}`);
      text += decoder.decode(value, { stream: true });
    }
    return { sent, received: now(), reader, controller };
  }

  async function directFirstToken(content) {
    const sent = now();
    const res = await fetch(`${fake.url}/chat/completions`, {
      method: 'POST',
      headers: { authorization: 'Bearer bench-key', 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'fake-chat',
        stream: true,
        messages: [{ role: 'user', content }],
      }),
    });
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('"content"')) text += decoder.decode((await reader.read()).value);
    const received = now();
    await reader.cancel();
    return received - sent;
  }

  // Warm-up: JIT, connection pools, prepared statements.
  for (let i = 0; i < 5; i += 1) {
    const r = await firstToken(`warm ${i}`);
    await r.reader.cancel();
  }

  const relay = [];
  const viaServer = [];
  const direct = [];
  for (let i = 0; i < requests; i += 1) {
    const before = fake.firstTokenAt.length;
    const r = await firstToken(`question number ${i}`);
    relay.push(r.received - fake.firstTokenAt[before]);
    viaServer.push(r.received - r.sent);
    await r.reader.cancel();
    direct.push(await directFirstToken(`question number ${i}`));
  }

  const before = await memory();
  const open = [];
  for (let i = 0; i < openStreams; i += 1) open.push(await firstToken(`[slow] stream ${i}`));
  const during = await memory();
  for (const s of open) s.controller.abort();
  const perStream = (key) => (((during[key] - before[key]) * 1024) / openStreams).toFixed(0);

  console.log(
    `Assistant streaming through the server (${requests} requests, upstream = local fake):`,
  );
  console.log(`  relay: upstream's first token -> client's first token: ${fmt(relay)}`);
  console.log(`  time to first token via our server: ${fmt(viaServer)}`);
  console.log(`  time to first token straight from the upstream: ${fmt(direct)}`);
  console.log(`  server memory with ${openStreams} open streams, after a full collection:`);
  console.log(
    `    live heap ${before.heap.toFixed(1)} -> ${during.heap.toFixed(1)} MB = ${perStream('heap')} KB per open stream`,
  );
  console.log(
    `    RSS ${before.rss.toFixed(0)} -> ${during.rss.toFixed(0)} MB = ${perStream('rss')} KB per open stream`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
}
