import { COPILOT_SOURCE_FAILURES, type CopilotSyncSummary } from '@dermadesk/contracts';
import type { EgressGuard } from '../../platform/egress/egress-guard.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import { chunkPage } from './chunking.js';
import { crawlSite, type CrawlResult } from './crawler.js';
import { embedChunks, type Embed } from './embedding.js';
import type { CopilotRepositories, IndexedPage } from './index.repository.js';
import { detectSearchConfig, searchConfigs, type SearchConfig } from './language.js';
import type { SourceRow } from './sources.repository.js';

/** A first import that reached no page of the site (unreachable, refused, not found). */
export class UnreachableSiteError extends Error {
  constructor() {
    super(COPILOT_SOURCE_FAILURES.importWebsite);
  }
}

type Crawled = Extract<CrawlResult, { state: 'new' | 'changed' }>;

const indexedPage = (r: Crawled, at: Date): IndexedPage => ({
  pageNo: null,
  url: r.url,
  title: r.content.title,
  hasText: Boolean(r.content.text),
  etag: r.etag,
  lastModified: r.lastModified,
  contentHash: r.hash,
  body: r.content.text,
  fetchedAt: at,
  chunks: chunkPage(r.content.text, undefined, r.content.headings),
});

/**
 * Crawls (first import) or re-syncs a website: only new and changed pages are (re)indexed, each
 * page's chunks swapped in its own transaction; unchanged pages keep theirs; gone pages drop out.
 */
export async function syncWebsite(
  deps: {
    repos: OrgScope<CopilotRepositories>;
    egress: EgressGuard;
    embed?: Embed;
    now: () => Date;
  },
  scope: Parameters<OrgScope<CopilotRepositories>>[0],
  source: SourceRow,
) {
  const { repos, egress } = deps;
  const before = await repos(scope).index.pages(source.id);
  const byUrl = new Map(before.map((p) => [p.url!, p]));
  const { results, fetches } = await crawlSite({
    start: source.url!,
    maxDepth: source.maxDepth ?? 2,
    maxPages: source.maxPages ?? 200,
    known: before.map((p) => ({
      url: p.url!,
      etag: p.etag,
      lastModified: p.lastModified,
      contentHash: p.contentHash,
    })),
    fetch: (url, init) => egress.fetch(url, init, 'follow'),
  });
  // A re-sync that reaches nothing keeps the pages it had; a first import has nothing to show.
  if (!before.length && !results.length) throw new UnreachableSiteError();
  const crawled = results.filter((r): r is Crawled => r.state === 'new' || r.state === 'changed');
  const language: SearchConfig =
    searchConfigs.find((c) => c === source.language) ??
    detectSearchConfig(crawled.map((r) => r.content.text).join('\n'));
  const at = deps.now();
  const summary: CopilotSyncSummary = {
    at: at.toISOString(),
    added: 0,
    changed: 0,
    removed: 0,
    unchanged: 0,
  };
  let writes = 0;
  for (const r of results) {
    const existing = byUrl.get(r.url);
    if (r.state === 'unchanged') {
      summary.unchanged++;
      if (existing && (existing.etag !== r.etag || existing.lastModified !== r.lastModified))
        await repos(scope).index.touchPage(existing.id, {
          etag: r.etag,
          lastModified: r.lastModified,
        });
    } else if (r.state === 'gone') {
      if (existing) {
        await repos(scope).index.removePages([existing.id]);
        summary.removed++;
        writes++;
      }
    } else {
      const page = indexedPage(r, at);
      await embedChunks(deps.embed, page.chunks);
      await repos.transaction(scope, async (tx) => {
        if (existing) await tx.index.replacePage(existing.id, source.id, page, language);
        else await tx.index.addPage(source.id, page, language);
      });
      if (existing) summary.changed++;
      else summary.added++;
      writes++;
    }
  }
  const { index, sources } = repos(scope);
  await index.mergePendingEntries();
  await sources.update(source.id, {
    status: 'ready',
    progress: null,
    error: null,
    language,
    pages: (await index.pages(source.id)).length,
    chunks: await index.countChunks(source.id),
    lastSync: summary,
    lastSyncAt: at,
  });
  return { summary, fetches, writes };
}
