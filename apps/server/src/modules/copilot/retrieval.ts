import type { CopilotPassage } from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import type { CopilotRepositories } from './index.repository.js';
import { proximitySpan } from './proximity.js';
import { orQueryOf, searchConfigs, type SearchConfig } from './language.js';

/**
 * Which sources a question searches: the ones asked for (each must be this organisation's), or
 * the settings' selection, or, before anyone chose, every ready source.
 */
async function scope({ sources }: CopilotRepositories, asked: string[] | undefined) {
  if (asked) {
    const ids = [...new Set(asked)];
    const found = await sources.findMany(ids);
    const missing = ids.find((id) => !found.some((f) => f.id === id));
    if (missing) throw AppError.notFound('source', missing);
    return found;
  }
  const selected = await sources.selectedIds();
  return selected ? sources.findMany(selected) : sources.ready();
}

/** Full-text retrieval over the organisation's sources; no model involved. */
export async function retrieve(
  repos: CopilotRepositories,
  query: { query: string; sourceIds?: string[]; limit: number },
): Promise<CopilotPassage[]> {
  const orQuery = orQueryOf(query.query);
  if (!orQuery) return [];
  const sources = await scope(repos, query.sourceIds);
  const configs = [
    ...new Set(
      sources
        .map((s) => s.language)
        .filter((l): l is SearchConfig => searchConfigs.includes(l as SearchConfig)),
    ),
  ];
  // More candidates than asked for, re-ranked by how close together they hold the question's words.
  const candidates = await repos.index.search(
    sources.map((s) => s.id),
    orQuery,
    configs,
    Math.max(query.limit * 3, 20),
  );
  const hits = candidates
    .map((h) => ({
      ...h,
      score: Math.floor(Number(h.score)) + 1 / (1 + proximitySpan(query.query, h.text)),
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, query.limit);
  return hits.map((h) => ({
    sourceId: h.sourceId,
    sourceName: h.sourceName,
    ...(h.pageNo !== null ? { page: h.pageNo } : {}),
    ...(h.url !== null ? { url: h.url } : {}),
    text: h.text,
    score: Number(h.score),
    chunkId: h.chunkId,
    ...(h.title ? { title: h.title } : {}),
    ...(h.heading ? { heading: h.heading } : {}),
    start: h.start,
    end: h.end,
  }));
}
