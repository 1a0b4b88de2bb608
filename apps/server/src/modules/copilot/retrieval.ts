import type { CopilotPassage } from '@dermadesk/contracts';
import pLimit from 'p-limit';
import { AppError } from '../../lib/app-error.js';
import { fuseRankings } from './embedding.js';
import type { CopilotRepositories, MissingSource, SearchHit } from './index.repository.js';
import { closenessTo } from './proximity.js';
import { searchWordsOf } from './language.js';

/** The value, unless an asked source is not the organisation's: then not found, naming it. */
function orNotFound<T>(result: T | MissingSource): T {
  if (typeof result === 'object' && result !== null && 'missingSource' in result)
    throw AppError.notFound('source', result.missingSource);
  return result;
}

/** The question's vector, when an embedder is configured; pgvector says how to compare. */
export interface QueryVector {
  embedding: number[];
  pgvector: boolean;
}

const toPassage = (h: SearchHit, score: number): CopilotPassage => ({
  sourceId: h.sourceId,
  sourceName: h.sourceName,
  ...(h.pageNo !== null ? { page: h.pageNo } : {}),
  ...(h.url !== null ? { url: h.url } : {}),
  text: h.text,
  score,
  chunkId: h.chunkId,
  ...(h.title ? { title: h.title } : {}),
  ...(h.heading ? { heading: h.heading } : {}),
  start: h.start,
  end: h.end,
});

/**
 * Full-text searches whose queries run at once in this process; the others wait their turn. On a
 * database server of few cores, twenty searches' queries at once each ran slower than queued ones
 * do (decision 021: 20 clients, 100 000 chunks, two cores, interleaved runs: p95 89-100 ms with
 * three at once, 99 with two, 108-123 with ten, the pool's size). Other requests keep the pool's
 * other connections.
 */
const databaseSearches = pLimit(3);

/**
 * Retrieval over the organisation's sources; no chat model involved. Full text always; with a
 * question vector, the full-text ranking and the nearest vectors are merged by reciprocal rank
 * fusion (each passage's score is then its fused score).
 */
export async function retrieve(
  repos: CopilotRepositories,
  query: { query: string; sourceIds?: string[]; limit: number },
  vector?: QueryVector,
): Promise<CopilotPassage[]> {
  const words = searchWordsOf(query.query);
  if (!words && !vector) return [];
  // More candidates than asked for, re-ranked by how many of the question's words they hold as
  // written and how close together.
  const candidates = Math.max(query.limit * 3, 20);
  const closeness = closenessTo(query.query);
  const asked = query.sourceIds && [...new Set(query.sourceIds)];
  const hits = words
    ? orNotFound(
        await databaseSearches(() =>
          repos.index.search(asked, words, { limit: candidates, enough: query.limit }),
        ),
      )
    : [];
  const fullText = hits
    .map((h) => ({ ...h, score: Math.floor(h.score) + closeness(h.text) }))
    .sort((a, b) => b.score - a.score);
  if (!vector) return fullText.slice(0, query.limit).map((h) => toPassage(h, h.score));

  const ids = orNotFound(await repos.index.searchedSources(asked));
  const near = await repos.index.nearest(ids, vector.embedding, candidates, vector.pgvector);
  const fused = fuseRankings([fullText.map((h) => h.chunkId), near.map((n) => n.chunkId)]).slice(
    0,
    query.limit,
  );
  const known = new Map(fullText.map((h) => [h.chunkId, h]));
  for (const h of await repos.index.hits(fused.map((f) => f.id).filter((id) => !known.has(id))))
    known.set(h.chunkId, h);
  // A chunk deleted between the two queries is simply left out.
  return fused.flatMap((f) => (known.has(f.id) ? [toPassage(known.get(f.id)!, f.score)] : []));
}
