// The scale-out shape on one machine, for the multi-process end-to-end test (e2e/scale-out.*):
// a throwaway PostgreSQL, an S3-compatible server (s3rver), one worker and two API processes
// (RUN_JOBS=false) started at the same moment on the empty database, and a round-robin proxy on
// the given port. It writes what the test needs (process ids, URLs) to <dir>/cluster.json and
// stops everything on SIGTERM/SIGINT. Usage: node --import tsx src/test/scale-out-cluster.ts <port>
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBin, freePort, startPostgresCluster } from './postgres-cluster.js';
import { startRoundRobinProxy } from './round-robin-proxy.js';
import { startS3Server } from './s3-server.js';

const port = Number(process.argv[2]);
const dir = `/tmp/dermadesk-scale-out-${port}`;
// The API and worker processes run the production build, as `npm start` / `npm run worker` do.
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const bin = findPostgresBin();
if (!bin) throw new Error('the scale-out test needs PostgreSQL (apt-get install -y postgresql)');
const postgres = await startPostgresCluster(bin);
const s3 = await startS3Server();
const publicUrl = `http://localhost:${port}`;
const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATABASE_URL: postgres.url,
  APP_SECRET: 'scale-out-e2e-secret-0123456789abcdef',
  ...s3.env,
  DATA_DIR: dir,
  PUBLIC_URL: publicUrl,
  TRUST_PROXY: 'true',
  SEED_DEMO: 'true',
};
const children: ChildProcess[] = [];
const start = (entry: string, more: Record<string, string> = {}) => {
  const child = spawn(process.execPath, [path.join(dist, entry)], {
    env: { ...env, ...more },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
};
const apiPorts = [await freePort(), await freePort()];
const worker = start('worker.js');
const apis = apiPorts.map((p) => start('main.js', { PORT: String(p), RUN_JOBS: 'false' }));

async function ready(p: number) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${p}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API process on ${p} never became ready`);
}
await Promise.all(apiPorts.map(ready));
const proxy = await startRoundRobinProxy(port, apiPorts);
writeFileSync(
  path.join(dir, 'cluster.json'),
  JSON.stringify({
    databaseUrl: postgres.url,
    s3: s3.env,
    worker: worker.pid,
    apis: apis.map((a, i) => ({ pid: a.pid, port: apiPorts[i] })),
  }),
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  proxy.close();
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  await Promise.all(
    running.map((c) => {
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      return exited;
    }),
  );
  await s3.destroy();
  postgres.stop();
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
