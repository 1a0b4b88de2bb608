import type { Worker } from 'node:worker_threads';
import type { AnalyzedImage, AnalyzeOptions } from '../analyzers/analyze.js';
import { UnknownModuleError } from '../analyzers/registry.js';
import { ImageIntakeError } from '../image/errors.js';
import type { WorkerReply, WorkerRequest } from './analysis-worker.js';
import { startWorker } from './start-worker.js';

/** Time an analysis may take in a worker before the worker is replaced (a stuck decode, say). */
export const DEFAULT_TASK_TIMEOUT_MS = 60_000;

export class AnalysisTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`the analysis took longer than ${timeoutMs} ms and was stopped`);
    this.name = 'AnalysisTimeoutError';
  }
}

export interface AnalysisPool {
  /**
   * Runs `analyzeForStorage` in a worker thread; the event loop of the caller stays free. After
   * `timeoutMs` the task fails with `AnalysisTimeoutError` and its worker is replaced.
   */
  analyze(
    input: Uint8Array,
    options: Omit<AnalyzeOptions, 'model'>,
    timeoutMs?: number,
  ): Promise<AnalyzedImage>;
  /** Tasks waiting for a free worker. */
  readonly queued: number;
  close(): Promise<void>;
}

interface Task {
  req: WorkerRequest;
  timeoutMs: number;
  timer?: NodeJS.Timeout;
  resolve: (r: AnalyzedImage) => void;
  reject: (e: Error) => void;
}

/** Rebuilds the typed errors the server maps to HTTP statuses. */
function revive(error: { name: string; message: string; props: Record<string, unknown> }): Error {
  const p = error.props;
  if (error.name === 'ImageIntakeError')
    return new ImageIntakeError(
      p.code as ImageIntakeError['code'],
      error.message,
      p.details as Record<string, unknown>,
    );
  if (error.name === 'UnknownModuleError') return new UnknownModuleError(Number(p.module));
  return Object.assign(new Error(error.message), { name: error.name });
}

/** Bytes that crossed from a worker arrive as a Uint8Array view; callers expect a Buffer. */
const asBuffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

/**
 * A fixed pool of analysis workers (default 2, one per core). From source (`.ts`) the workers
 * load TypeScript through tsx; from `dist` they run the compiled worker. Attached models are not
 * sent to workers (they are not cloneable): classify in the caller.
 */
export function createAnalysisPool(
  size = 2,
  { taskTimeoutMs = DEFAULT_TASK_TIMEOUT_MS } = {},
): AnalysisPool {
  const queue: Task[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Task>();
  let nextId = 1;
  let closed = false;

  const dispatch = () => {
    while (idle.length && queue.length) {
      const worker = idle.pop()!;
      const task = queue.shift()!;
      busy.set(worker, task);
      task.timer = setTimeout(() => timeOut(worker, task), task.timeoutMs);
      worker.postMessage(task.req, [task.req.input.buffer as ArrayBuffer]);
    }
  };

  // A worker cannot be interrupted mid-task: terminate it and start a fresh one.
  const timeOut = (worker: Worker, task: Task) => {
    busy.delete(worker);
    task.reject(new AnalysisTimeoutError(task.timeoutMs));
    void worker.terminate();
    if (!closed) idle.push(spawn());
    dispatch();
  };

  const spawn = (): Worker => {
    const worker = startWorker(import.meta.url, 'analysis-worker');
    worker.on('message', (reply: WorkerReply) => {
      const task = busy.get(worker);
      busy.delete(worker);
      idle.push(worker);
      if (task) {
        clearTimeout(task.timer);
        if (reply.ok) {
          const { result, derivative } = reply.analyzed;
          for (const o of result.overlays) o.png = asBuffer(o.png);
          task.resolve({ result, derivative: asBuffer(derivative) });
        } else task.reject(revive(reply.error));
      }
      dispatch();
    });
    const fail = (e: Error) => {
      const task = busy.get(worker);
      busy.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      clearTimeout(task?.timer);
      task?.reject(e);
      if (!closed) idle.push(spawn());
      dispatch();
    };
    worker.on('error', fail);
    // A worker that dies without an error event (e.g. out of memory) must not strand its task.
    worker.on('exit', (code) => {
      if (!closed && (busy.has(worker) || idle.includes(worker)))
        fail(new Error(`analysis worker exited with code ${code}`));
    });
    return worker;
  };

  const workers = Array.from({ length: size }, spawn);
  idle.push(...workers);

  return {
    analyze(input, options, timeoutMs = taskTimeoutMs) {
      if (closed) return Promise.reject(new Error('analysis pool is closed'));
      // Copy so that transferring the buffer does not detach the caller's data.
      const copy = new Uint8Array(input);
      return new Promise<AnalyzedImage>((resolve, reject) => {
        queue.push({ req: { id: nextId++, input: copy, options }, timeoutMs, resolve, reject });
        dispatch();
      });
    },
    get queued() {
      return queue.length;
    },
    async close() {
      closed = true;
      await Promise.all([...idle, ...busy.keys()].map((w) => w.terminate()));
    },
  };
}
