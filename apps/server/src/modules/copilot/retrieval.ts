import type { CopilotPassage } from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import type { CopilotRepositories } from './index.repository.js';
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
  const hits = await repos.index.search(
    sources.map((s) => s.id),
    orQuery,
    configs,
    query.limit,
  );
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
