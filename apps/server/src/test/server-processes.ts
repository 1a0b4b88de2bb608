import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Runs `src/main.ts` or `src/worker.ts` from source, as `npm start` / `npm run worker` would. */
export function startServerProcess(
  entry: 'main' | 'worker',
  env: Record<string, string>,
): ServerProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@dermadesk/source', `src/${entry}.ts`],
    {
      cwd: serverDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let text = '';
  child.stdout.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr.on('data', (d: Buffer) => (text += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    output: () => text,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until the process prints `marker`; fails at once if it exits first. */
export async function waitForOutput(p: ServerProcess, marker: string, ms = 150_000) {
  const until = Date.now() + ms;
  while (!p.output().includes(marker)) {
    if (p.child.exitCode !== null) {
      throw new Error(`exited with ${p.child.exitCode} before "${marker}":\n${p.output()}`);
    }
    if (Date.now() > until) throw new Error(`no "${marker}" after ${ms} ms:\n${p.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A new, empty database in the test cluster; returns its URL and a drop function. */
export async function createEmptyDatabase(adminUrl: string) {
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: adminUrl.replace(/\/postgres$/, `/${name}`),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
