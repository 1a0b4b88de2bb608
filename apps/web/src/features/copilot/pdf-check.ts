import { COPILOT_MAX_FILE_BYTES } from '@dermadesk/contracts';

export type FileProblem = 'tooLarge' | 'notPdf' | null;

/** The browser's own check before sending (the server checks again): size, then `%PDF-`. */
export async function checkPdf(file: Blob): Promise<FileProblem> {
  if (file.size > COPILOT_MAX_FILE_BYTES) return 'tooLarge';
  const head = new TextDecoder('latin1').decode(await file.slice(0, 1024).arrayBuffer());
  return head.includes('%PDF-') ? null : 'notPdf';
}
