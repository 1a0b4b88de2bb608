import { COPILOT_SOURCE_FAILURES, joinPageText, type PdfTextItem } from '@dermadesk/contracts';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Reads a PDF's text page by page with pdf.js, joining each page's items exactly as the browser's
 * viewer does (joinPageText), so stored offsets land on the same characters there.
 */

/** Why a PDF cannot be used; the message is shown to the user as it is. */
export class UnreadablePdfError extends Error {
  constructor(readonly reason: 'encrypted' | 'broken') {
    super(COPILOT_SOURCE_FAILURES[reason]);
  }
}

export const PDF_MAGIC = Buffer.from('%PDF-');

/** Content check: a PDF starts with `%PDF-` (some writers put a few bytes of junk first). */
export function looksLikePdf(data: Buffer): boolean {
  const head = data.subarray(0, 1024);
  return head.indexOf(PDF_MAGIC) !== -1;
}

let pdfjs: Promise<typeof PdfJsModule> | undefined;
/** Loaded on first use: a server that never ingests a PDF never pays for pdf.js. */
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

export interface PdfHandle {
  pages: number;
  /** The page's text (1-based page number). */
  pageText(pageNo: number): Promise<string>;
  close(): Promise<void>;
}

export async function openPdf(data: Buffer): Promise<PdfHandle> {
  const { getDocument, VerbosityLevel } = await loadPdfJs();
  const task = getDocument({
    // pdf.js takes ownership of (and detaches) the array it is given: hand it a copy.
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (e) {
    await task.destroy();
    const name = (e as { name?: string }).name;
    throw new UnreadablePdfError(name === 'PasswordException' ? 'encrypted' : 'broken');
  }
  return {
    pages: doc.numPages,
    async pageText(pageNo) {
      const page = await doc.getPage(pageNo);
      try {
        const content = await page.getTextContent();
        return joinPageText(content.items as PdfTextItem[]).text;
      } finally {
        page.cleanup();
      }
    },
    close: () => task.destroy(),
  };
}
