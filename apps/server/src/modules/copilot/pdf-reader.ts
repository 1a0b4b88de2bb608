import { startWorker } from '@dermadesk/analysis/worker';
import type { PdfWorkerReply, PdfWorkerRequest } from './pdf-worker.js';
import { UnreadablePdfError } from './pdf-text.js';

/** A PDF that takes longer than this to read is treated as broken (the worker is stopped). */
const READ_TIMEOUT_MS = 10 * 60_000;

export interface PdfPage {
  pageNo: number;
  pages: number;
  text: string;
}

/**
 * Reads a PDF in a worker thread (pdf.js parsing is CPU-bound and would stall every request for
 * tens of milliseconds per page). Yields each page's text in order; throws UnreadablePdfError for
 * an encrypted or broken file. Stopping early (break) stops the worker.
 */
export async function* readPdfPages(
  data: Buffer,
  { countOnly = false, timeoutMs = READ_TIMEOUT_MS } = {},
): AsyncGenerator<PdfPage, number> {
  const worker = startWorker(import.meta.url, 'pdf-worker');
  const inbox: PdfWorkerReply[] = [];
  let wake: (() => void) | undefined;
  let crashed: Error | undefined;
  const push = (m: PdfWorkerReply) => {
    inbox.push(m);
    wake?.();
  };
  worker.on('message', push);
  worker.on('error', (e) => ((crashed = e), wake?.()));
  worker.on('exit', (code) => {
    crashed ??= new Error(`the PDF worker stopped with code ${code}`);
    wake?.();
  });
  const timer = setTimeout(() => {
    crashed = new UnreadablePdfError('broken');
    void worker.terminate();
  }, timeoutMs);
  // The worker gets its own copy: the caller's buffer stays usable.
  const copy = new Uint8Array(data);
  worker.postMessage({ data: copy, countOnly } satisfies PdfWorkerRequest, [copy.buffer]);
  let pages = 0;
  try {
    for (;;) {
      const next = inbox.shift();
      if (!next) {
        if (crashed) throw crashed;
        await new Promise<void>((r) => (wake = r));
        continue;
      }
      if (next.type === 'opened') pages = next.pages;
      else if (next.type === 'page') yield { pageNo: next.pageNo, pages, text: next.text };
      else if (next.type === 'done') return pages;
      else if (next.unreadable) throw new UnreadablePdfError(next.unreadable);
      else throw new Error(next.message);
    }
  } finally {
    clearTimeout(timer);
    worker.removeAllListeners('exit');
    await worker.terminate();
  }
}

/** Opens a PDF in a worker and counts its pages: the upload's check that pdf.js can read it. */
export async function countPdfPages(data: Buffer): Promise<number> {
  const reading = readPdfPages(data, { countOnly: true, timeoutMs: 60_000 });
  for (;;) {
    const step = await reading.next();
    if (step.done) return step.value;
  }
}
