import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { chunkPage } from './chunking.js';
import type { CopilotRepositories, IndexedPage } from './index.repository.js';
import { embedChunks, type Embed } from './embedding.js';
import { detectSearchConfig } from './language.js';
import { ocrLanguages, openOcr } from './ocr.js';
import { readPdfPages } from './pdf-reader.js';
import type { SourceRow } from './sources.repository.js';

/** Progress is written at most this often (a 400-page PDF makes a few dozen small updates). */
const PROGRESS_EVERY_MS = 500;

const hasText = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * Reads every page of a stored PDF (in a worker thread), reads pages without a text layer with
 * tesseract when it is installed, chunks each page on its own and swaps the source's whole index
 * in one transaction, so a question asked meanwhile sees the old chunks or the new, never neither.
 * Idempotent: a retried run replaces what an interrupted one wrote.
 */
export async function ingestPdf(
  deps: {
    repos: OrgScope<CopilotRepositories>;
    blobs: BlobStore;
    /** Vectors for the chunks' texts, when an embedder is configured. */
    embed?: Embed;
  },
  scope: Parameters<OrgScope<CopilotRepositories>>[0],
  source: SourceRow,
) {
  const { sources } = deps.repos(scope);
  const data = source.blobKey ? await deps.blobs.get(source.blobKey) : undefined;
  if (!data) throw new Error('the stored PDF is missing');
  const pages: IndexedPage[] = [];
  const texts: string[] = [];
  const scanned: number[] = [];
  let lastProgress = Date.now();
  for await (const { pageNo, pages: total, text } of readPdfPages(data)) {
    texts.push(text);
    if (!hasText(text)) scanned.push(pageNo);
    pages.push({ pageNo, url: null, title: null, hasText: hasText(text), chunks: chunkPage(text) });
    if (Date.now() - lastProgress > PROGRESS_EVERY_MS) {
      lastProgress = Date.now();
      await sources.update(source.id, { progress: Math.floor((pageNo / total) * 80) });
    }
  }
  const ocr = scanned.length ? await ocrLanguages() : null;
  if (ocr) {
    const reader = await openOcr(data, ocr);
    try {
      for (const [i, pageNo] of scanned.entries()) {
        const text = await reader.pageText(pageNo);
        texts[pageNo - 1] = text;
        // The page has no text layer (the viewer cannot highlight on it); its text is tesseract's.
        Object.assign(pages[pageNo - 1]!, { hasText: hasText(text), chunks: chunkPage(text) });
        await sources.update(source.id, {
          progress: 80 + Math.floor(((i + 1) / scanned.length) * 10),
        });
      }
    } finally {
      await reader.close();
    }
  }
  await embedChunks(
    deps.embed,
    pages.flatMap((p) => p.chunks),
  );
  const language = detectSearchConfig(texts.join('\n'));
  const withoutText = pages.filter((p) => !p.hasText).map((p) => p.pageNo!);
  await deps.repos.transaction(scope, async (repos) => {
    await repos.index.clearSource(source.id);
    for (const page of pages) await repos.index.addPage(source.id, page, language);
    await repos.index.mergePendingEntries();
    await repos.sources.update(source.id, {
      status: 'ready',
      progress: null,
      error: null,
      language,
      pages: pages.length,
      chunks: pages.reduce((n, p) => n + p.chunks.length, 0),
      pagesWithoutText: withoutText,
      pagesOcr: ocr ? scanned.filter((n) => pages[n - 1]!.hasText) : [],
    });
  });
}
