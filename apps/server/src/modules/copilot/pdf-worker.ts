import { parentPort } from 'node:worker_threads';
import { openPdf, UnreadablePdfError } from './pdf-text.js';

/**
 * Worker thread entry: pdf.js parses on this thread, so a 400-page PDF never holds up the API's
 * event loop. One request per worker; replies stream page by page.
 */
export interface PdfWorkerRequest {
  data: Uint8Array;
  /** Only open the file and count its pages (the upload's check). */
  countOnly: boolean;
}

export type PdfWorkerReply =
  | { type: 'opened'; pages: number }
  | { type: 'page'; pageNo: number; text: string }
  | { type: 'done' }
  | { type: 'failed'; unreadable: UnreadablePdfError['reason'] | null; message: string };

const reply = (message: PdfWorkerReply) => parentPort!.postMessage(message);

async function read({ data, countOnly }: PdfWorkerRequest) {
  const pdf = await openPdf(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  try {
    reply({ type: 'opened', pages: pdf.pages });
    if (countOnly) return;
    for (let pageNo = 1; pageNo <= pdf.pages; pageNo++)
      reply({ type: 'page', pageNo, text: await pdf.pageText(pageNo) });
  } finally {
    await pdf.close();
  }
}

parentPort?.once('message', (request: PdfWorkerRequest) => {
  read(request).then(
    () => reply({ type: 'done' }),
    (e: unknown) =>
      reply({
        type: 'failed',
        unreadable: e instanceof UnreadablePdfError ? e.reason : null,
        message: e instanceof Error ? e.message : String(e),
      }),
  );
});
