import { createHash } from 'node:crypto';
import robotsParserModule from 'robots-parser';
import { extractPage, type PageContent } from './html-text.js';
import { inScope, normalizeUrl, scopeOf } from './url-normal.js';

/** What the crawler remembers of a page from the last sync: validators and the text's hash. */
export interface KnownPage {
  url: string;
  etag: string | null;
  lastModified: string | null;
  contentHash: string | null;
}

export type CrawlResult =
  | {
      url: string;
      state: 'new' | 'changed';
      content: PageContent;
      hash: string;
      etag: string | null;
      lastModified: string | null;
    }
  | { url: string; state: 'unchanged'; etag: string | null; lastModified: string | null }
  | { url: string; state: 'gone' };

export interface CrawlOptions {
  start: string;
  maxDepth: number;
  maxPages: number;
  known: KnownPage[];
  /** The egress guard's fetch, following redirects (each hop's address checked). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  signal?: AbortSignal;
}

interface Robots {
  isAllowed(url: string, ua?: string): boolean | undefined;
}
// A CommonJS module whose function is its export; its types describe an ES default.
const robotsParser = robotsParserModule as unknown as (url: string, text: string) => Robots;

export const USER_AGENT = 'DermadeskCopilot/1.0 (+clinic knowledge base)';
const MAX_HTML_BYTES = 5 * 1_048_576;

export const hashText = (text: string) => createHash('sha256').update(text).digest('hex');

async function readLimited(res: Response): Promise<string | null> {
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_HTML_BYTES) return null;
  const buf = Buffer.from(await res.arrayBuffer());
  return buf.length > MAX_HTML_BYTES ? null : buf.toString('utf8');
}

/**
 * Crawls a site breadth-first from `start`: same scheme and host, under the start folder, to
 * `maxDepth` links and `maxPages` pages, as robots.txt allows. Known pages are asked with their
 * validators (If-None-Match, If-Modified-Since), and a page whose main text hashes the same is
 * unchanged; known pages answering 404 or 410 are gone. Every request goes through `fetch`.
 */
export async function crawlSite(
  opts: CrawlOptions,
): Promise<{ results: CrawlResult[]; fetches: number }> {
  const scope = scopeOf(opts.start);
  const known = new Map(opts.known.map((k) => [k.url, k]));
  let fetches = 0;
  const get = (url: string, headers: Record<string, string> = {}) => {
    fetches++;
    return opts.fetch(url, {
      headers: { 'user-agent': USER_AGENT, ...headers },
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
  };

  let robots: Robots | null = null;
  try {
    const robotsUrl = `${scope.origin}/robots.txt`;
    const res = await get(robotsUrl);
    if (res.ok) robots = robotsParser(robotsUrl, (await readLimited(res)) ?? '');
    else await res.body?.cancel();
  } catch {
    // No robots.txt reachable: everything in scope may be crawled.
  }
  const allowed = (url: string) => robots?.isAllowed(url, USER_AGENT) !== false;

  const results: CrawlResult[] = [];
  const seen = new Set<string>();
  // Known pages are visited too: one reached only through an unchanged (304) page is still checked.
  const queue: { url: string; depth: number }[] = [
    { url: normalizeUrl(opts.start), depth: 0 },
    ...[...known.keys()].map((url) => ({ url, depth: opts.maxDepth })),
  ];
  while (queue.length && results.length < opts.maxPages) {
    const { url, depth } = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    if (!inScope(url, scope) || !allowed(url)) continue;
    const before = known.get(url);
    const conditional: Record<string, string> = {};
    if (before?.etag) conditional['if-none-match'] = before.etag;
    if (before?.lastModified) conditional['if-modified-since'] = before.lastModified;
    let res: Response;
    try {
      res = await get(url, conditional);
    } catch {
      continue; // unreachable now: kept as it was
    }
    const etag = res.headers.get('etag');
    const lastModified = res.headers.get('last-modified');
    if (res.status === 304 && before) {
      results.push({
        url,
        state: 'unchanged',
        etag: etag ?? before.etag,
        lastModified: lastModified ?? before.lastModified,
      });
      continue;
    }
    if (res.status === 404 || res.status === 410) {
      await res.body?.cancel();
      if (before) results.push({ url, state: 'gone' });
      continue;
    }
    const finalUrl = normalizeUrl(res.url || url);
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok || !type.includes('html') || !inScope(finalUrl, scope)) {
      await res.body?.cancel();
      continue;
    }
    const html = await readLimited(res);
    if (html === null) continue;
    const content = extractPage(html, finalUrl);
    const hash = hashText(content.text);
    if (before && before.contentHash === hash)
      results.push({ url, state: 'unchanged', etag, lastModified });
    else
      results.push({ url, state: before ? 'changed' : 'new', content, hash, etag, lastModified });
    if (depth < opts.maxDepth) {
      for (const link of content.links) {
        const next = normalizeUrl(link);
        if (!seen.has(next) && inScope(next, scope)) queue.push({ url: next, depth: depth + 1 });
      }
    }
  }
  return { results, fetches };
}
