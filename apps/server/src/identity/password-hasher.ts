import { Worker } from 'node:worker_threads';

/** How much lower than the request threads the hashing thread runs (Linux nice, 0–19). */
const HASHER_NICE = 10;

// Evaluated rather than loaded from a file, so it runs the same from the build and from the
// TypeScript sources under test. On Linux a thread's nice value is its own: only this thread
// yields the CPU to the rest of the process.
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try { require('node:os').setPriority(0, ${HASHER_NICE}); } catch {}
parentPort.on('message', ({ id, password, salt, length, options }) => {
  try {
    parentPort.postMessage({ id, key: scryptSync(password, salt, length, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;

export interface ScryptJob {
  password: string;
  salt: Buffer;
  length: number;
  options: { N: number; r: number; p: number; maxmem: number };
}
type Pending = { resolve: (key: Buffer) => void; reject: (error: Error) => void };
type Reply = { id: number; key?: Uint8Array; error?: string };

/**
 * scrypt on one thread of its own, at a lower priority, one derivation after another. On libuv's
 * thread pool (4 threads, also reading files, resolving names and running sharp) a burst of
 * sign-ins held every thread for 220 ms per hash and stalled every other request behind them
 * (bench/load.mjs, 200 users: history page p99 12 s); with the CPU shared, they also slowed the
 * pages that did run. Here a sign-in takes the CPU the requests leave, and waits its turn.
 */
function createHasher() {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  /** A thread that failed takes its checks with it; the next check starts a new thread. */
  function failAll(failed: Worker, error: Error) {
    // 'exit' follows 'error': by then a check may already run on the next thread.
    if (worker !== failed) return;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    worker = undefined;
  }
  function start() {
    // No inherited flags: --input-type=module would make the CommonJS source a module.
    const w = new Worker(SOURCE, { eval: true, execArgv: [] });
    w.on('message', ({ id, key, error }: Reply) => {
      const p = pending.get(id);
      pending.delete(id);
      // Idle, the thread must not keep a finished process (a CLI command, a test) alive.
      if (pending.size === 0) w.unref();
      if (!p) return;
      if (key) p.resolve(Buffer.from(key.buffer, key.byteOffset, key.byteLength));
      else p.reject(new Error(error ?? 'scrypt failed'));
    });
    w.on('error', (error) => failAll(w, error));
    w.on('exit', () => failAll(w, new Error('the password thread stopped')));
    return w;
  }
  return (job: ScryptJob) =>
    new Promise<Buffer>((resolve, reject) => {
      worker ??= start();
      worker.ref();
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...job });
    });
}

/** The process's one password thread, started at the first hash. */
export const deriveOnHasherThread = createHasher();
