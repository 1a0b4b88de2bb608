import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The newest Debian PostgreSQL server binaries, if installed. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => {
      const { port: bound } = srv.address() as { port: number };
      srv.close(() => resolve(bound));
    });
  });
}

const handedOut = new Set<number>();

/**
 * A free port on loopback: any, or one of DERMADESK_TEST_PORTS (`8500-8549`) when set, for
 * machines where each engineer's servers keep to their own range.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.DERMADESK_TEST_PORTS ?? '');
  if (!range) return listenOn(0);
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if (handedOut.has(port)) continue;
    try {
      await listenOn(port);
      handedOut.add(port);
      return port;
    } catch {
      // taken: try the next one
    }
  }
  throw new Error(`no free port in DERMADESK_TEST_PORTS=${process.env.DERMADESK_TEST_PORTS}`);
}

/**
 * A throwaway PostgreSQL cluster on 127.0.0.1 and a free port. PostgreSQL refuses to run as
 * root, so as root the cluster belongs to the `postgres` system user.
 */
export async function startPostgresCluster(bin: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-pg-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    const result = asRoot
      ? spawnSync(
          'su',
          ['postgres', '-s', '/bin/sh', '-c', [full, ...args].map((a) => `'${a}'`).join(' ')],
          { encoding: 'utf8' },
        )
      : spawnSync(full, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'pg.log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
