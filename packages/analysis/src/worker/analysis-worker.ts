import { parentPort } from 'node:worker_threads';
import { analyzeImage, type AnalyzeOptions } from '../analyzers/analyze.js';

export interface WorkerRequest {
  id: number;
  input: Uint8Array;
  options: Omit<AnalyzeOptions, 'model'>;
}

export type WorkerReply =
  | { id: number; ok: true; result: Awaited<ReturnType<typeof analyzeImage>> }
  | {
      id: number;
      ok: false;
      error: { name: string; message: string; props: Record<string, unknown> };
    };

parentPort?.on('message', (req: WorkerRequest) => {
  analyzeImage(req.input, req.options).then(
    (result) => {
      const transfer = result.overlays.map((o) => o.png.buffer as ArrayBuffer);
      const unique = [...new Set(transfer)];
      parentPort?.postMessage({ id: req.id, ok: true, result } satisfies WorkerReply, unique);
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
