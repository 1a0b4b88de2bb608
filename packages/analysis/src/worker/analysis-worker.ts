import { parentPort } from 'node:worker_threads';
import { analyzeForStorage, type AnalyzeOptions } from '../analyzers/analyze.js';

export interface WorkerRequest {
  id: number;
  input: Uint8Array;
  options: Omit<AnalyzeOptions, 'model'>;
}

export type WorkerReply =
  | { id: number; ok: true; analyzed: Awaited<ReturnType<typeof analyzeForStorage>> }
  | {
      id: number;
      ok: false;
      error: { name: string; message: string; props: Record<string, unknown> };
    };

parentPort?.on('message', (req: WorkerRequest) => {
  analyzeForStorage(req.input, req.options).then(
    (analyzed) => {
      // Overlays and the derivative move to the caller without a copy.
      const buffers = [
        ...analyzed.result.overlays.map((o) => o.png.buffer),
        analyzed.derivative.buffer,
      ] as ArrayBuffer[];
      const transfer = [...new Set(buffers)];
      parentPort?.postMessage({ id: req.id, ok: true, analyzed } satisfies WorkerReply, transfer);
    },
    (e: unknown) => {
      const err = e instanceof Error ? e : new Error(String(e));
      const props = Object.fromEntries(Object.entries(err));
      parentPort?.postMessage({
        id: req.id,
        ok: false,
        error: { name: err.name, message: err.message, props },
      } satisfies WorkerReply);
    },
  );
});
