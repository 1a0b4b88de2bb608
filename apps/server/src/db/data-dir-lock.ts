import { readFile, rm, writeFile } from 'node:fs/promises';

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no multi-process locking: two processes on one data directory would corrupt it.
 * This lock file makes the second opener (say, the admin CLI while the server runs) stop with a
 * clear message instead. A lock left by a killed process is taken over.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = `${dir}.lock`;
  try {
    await writeFile(file, String(process.pid), { flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    const holder = Number(await readFile(file, 'utf8').catch(() => 'NaN'));
    if (holder !== process.pid && Number.isInteger(holder) && isAlive(holder)) {
      throw new Error(
        `The database in ${dir} is in use by process ${holder}. Stop it first, or use DATABASE_URL.`,
        {
          cause: e,
        },
      );
    }
    await writeFile(file, String(process.pid));
  }
  return () => rm(file, { force: true });
}
