import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { chunkPage } from './chunking.js';
import type { CopilotRepositories, IndexedPage } from './index.repository.js';
import { detectSearchConfig } from './language.js';
import { openPdf } from './pdf-text.js';
import type { SourceRow } from './sources.repository.js';

/** Progress is written at most this often (a 400-page PDF makes a few dozen small updates). */
const PROGRESS_EVERY_MS = 500;

/**
 * Reads every page of a stored PDF, chunks each page on its own and swaps the source's whole index
 * in one transaction, so a question asked meanwhile sees the old chunks or the new, never neither.
 * Idempotent: a retried run replaces what an interrupted one wrote.
 */
export async function ingestPdf(
  deps: { repos: OrgScope<CopilotRepositories>; blobs: BlobStore },
  scope: Parameters<OrgScope<CopilotRepositories>>[0],
  source: SourceRow,
) {
  const { sources } = deps.repos(scope);
  const data = source.blobKey ? await deps.blobs.get(source.blobKey) : undefined;
  if (!data) throw new Error('the stored PDF is missing');
  const pdf = await openPdf(data);
  const pages: IndexedPage[] = [];
  const texts: string[] = [];
  let lastProgress = Date.now();
  try {
    for (let pageNo = 1; pageNo <= pdf.pages; pageNo++) {
      const text = await pdf.pageText(pageNo);
      texts.push(text);
      pages.push({
        pageNo,
        url: null,
        title: null,
        hasText: /[\p{L}\p{N}]/u.test(text),
        chunks: chunkPage(text),
      });
      if (Date.now() - lastProgress > PROGRESS_EVERY_MS) {
        lastProgress = Date.now();
        await sources.update(source.id, { progress: Math.floor((pageNo / pdf.pages) * 90) });
      }
      // pdf.js parses on this thread: let requests in between pages.
      await yieldToLoop();
    }
  } finally {
    await pdf.close();
  }
  const language = detectSearchConfig(texts.join('\n'));
  const withoutText = pages.filter((p) => !p.hasText).map((p) => p.pageNo!);
  await deps.repos.transaction(scope, async (repos) => {
    await repos.index.clearSource(source.id);
    for (const page of pages) await repos.index.addPage(source.id, page, language);
    await repos.sources.update(source.id, {
      status: 'ready',
      progress: null,
      error: null,
      language,
      pages: pages.length,
      chunks: pages.reduce((n, p) => n + p.chunks.length, 0),
      pagesWithoutText: withoutText,
    });
  });
}
