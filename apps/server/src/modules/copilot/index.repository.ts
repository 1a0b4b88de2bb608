import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, PooledDb, Queryable } from '../../db/client.js';
import { copilotChunks, copilotPages } from '../../db/schema.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import type { Chunk } from './chunking.js';
import { signSketch } from './embedding.js';
import type { SearchConfig } from './language.js';
import { createSourcesRepository } from './sources.repository.js';

export type PageRow = typeof copilotPages.$inferSelect;

export interface IndexedPage {
  pageNo: number | null;
  url: string | null;
  title: string | null;
  hasText: boolean;
  etag?: string | null;
  lastModified?: string | null;
  contentHash?: string | null;
  body?: string | null;
  fetchedAt?: Date | null;
  chunks: Chunk[];
}

export interface SearchHit {
  chunkId: string;
  sourceId: string;
  sourceName: string;
  pageNo: number | null;
  url: string | null;
  title: string | null;
  heading: string | null;
  text: string;
  start: number;
  end: number;
  score: number;
}

/** An asked source that is not the organisation's, as the search functions name it. */
export interface MissingSource {
  missingSource: string;
}

/**
 * Runs a query of the search functions (migration 0037), which raise no_data_found with the id of
 * an asked source that is not the organisation's.
 */
async function orMissingSource<T>(run: () => Promise<T>): Promise<T | MissingSource> {
  try {
    return await run();
  } catch (error) {
    // By shape: PGlite's wire adapter raises its own copy of node-postgres's DatabaseError.
    const { code, detail } = (error ?? {}) as { code?: unknown; detail?: unknown };
    if (code === 'P0002' && typeof detail === 'string') return { missingSource: detail };
    throw error;
  }
}

const INSERT_BATCH = 400;
/**
 * Chunks a vector search re-scores exactly, picked by their sign sketches: the bench's recall
 * against the exact scan is printed beside its latency (bench/copilot.mjs --vectors).
 */
const SKETCH_CANDIDATES = 300;
/** Chunks ranked per search pass at most: ranking reads each one's tsvector. */
const RANKED_PER_PASS = 100;

const HIT_COLUMNS = sql.raw(`c.id as "chunkId", c.source_id as "sourceId", s.name as "sourceName",
  c.page_no as "pageNo", c.url, p.title, c.heading, c.text,
  c.start_offset as "start", c.end_offset as "end"`);

/** A PostgreSQL uuid array whose elements are parameters. */
const uuidArray = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** Pages and chunks of one organisation's sources: the search index. */
export function createIndexRepository(db: Queryable, orgId: OrgId) {
  async function insertChunks(
    sourceId: string,
    pageId: string,
    page: IndexedPage,
    language: SearchConfig,
  ) {
    const rows = page.chunks.map((c, seq) => ({
      orgId,
      sourceId,
      pageId,
      pageNo: page.pageNo,
      url: page.url,
      heading: c.heading,
      seq,
      text: c.text,
      startOffset: c.start,
      endOffset: c.end,
      language,
      embedding: c.embedding ?? null,
      sketch: c.embedding ? signSketch(c.embedding) : null,
      // The heading weighs more than the body: a passage under "Methotrexate" is about it.
      tsv: sql`setweight(to_tsvector(${language}::regconfig, ${c.heading ?? ''}), 'A') || to_tsvector(${language}::regconfig, ${c.text})`,
    }));
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await db.insert(copilotChunks).values(rows.slice(i, i + INSERT_BATCH));
    }
  }

  return {
    pages(sourceId: string): Promise<PageRow[]> {
      return db
        .select()
        .from(copilotPages)
        .where(and(eq(copilotPages.orgId, orgId), eq(copilotPages.sourceId, sourceId)));
    },

    /** Adds a page and its chunks; the caller holds the transaction. */
    async addPage(sourceId: string, page: IndexedPage, language: SearchConfig) {
      const { chunks: _chunks, ...values } = page;
      const [row] = await db
        .insert(copilotPages)
        .values({ ...values, orgId, sourceId })
        .returning({ id: copilotPages.id });
      await insertChunks(sourceId, row!.id, page, language);
      return row!.id;
    },

    /** Replaces a page's text and chunks in place (a changed web page). */
    async replacePage(pageId: string, sourceId: string, page: IndexedPage, language: SearchConfig) {
      const { chunks: _chunks, ...values } = page;
      await db.delete(copilotChunks).where(eq(copilotChunks.pageId, pageId));
      await db
        .update(copilotPages)
        .set(values)
        .where(and(eq(copilotPages.orgId, orgId), eq(copilotPages.id, pageId)));
      await insertChunks(sourceId, pageId, page, language);
    },

    /** Records a re-check of an unchanged page (validators may be new). */
    async touchPage(pageId: string, values: Partial<IndexedPage>) {
      const { chunks: _chunks, ...rest } = values;
      await db
        .update(copilotPages)
        .set(rest)
        .where(and(eq(copilotPages.orgId, orgId), eq(copilotPages.id, pageId)));
    },

    async removePages(pageIds: string[]) {
      if (!pageIds.length) return;
      await db
        .delete(copilotPages)
        .where(and(eq(copilotPages.orgId, orgId), inArray(copilotPages.id, pageIds)));
    },

    async clearSource(sourceId: string) {
      await db
        .delete(copilotPages)
        .where(and(eq(copilotPages.orgId, orgId), eq(copilotPages.sourceId, sourceId)));
    },

    async countChunks(sourceId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(copilotChunks)
        .where(and(eq(copilotChunks.orgId, orgId), eq(copilotChunks.sourceId, sourceId)));
      return row?.n ?? 0;
    },

    /**
     * Moves freshly indexed chunks from the full-text index's pending list into its main
     * structure. Every search reads that list in full until autovacuum merges it, and PGlite has
     * no autovacuum: with 400 imported pages pending, a search's passes took 9.0 ms instead of
     * 1.3 ms (100 000 chunks, PostgreSQL 15). Done before a source is marked ready, so its first
     * searches are not the slow ones.
     */
    async mergePendingEntries() {
      await db.execute(sql`select gin_clean_pending_list('copilot_chunks_tsv_idx')`);
    },

    /**
     * The chunks nearest to a unit vector (cosine) among the given sources' stored vectors of the
     * same length (vectors of another embedder are skipped), in two steps (decision 021): the
     * `SKETCH_CANDIDATES` chunks whose sign sketches differ from the question's in fewest bits,
     * read from an index alone, then those re-scored exactly from their arrays (with pgvector's
     * operator where the database has it). The ranking is approximate, as an HNSW index's is:
     * a chunk whose sketch is far from the question's is not re-scored.
     */
    async nearest(sourceIds: string[], vector: number[], limit: number, pgvector: boolean) {
      if (!sourceIds.length) return [];
      const q = sql`${`{${vector.join(',')}}`}::real[]`;
      const similarity = pgvector
        ? sql`-(c.embedding::vector <#> ${q}::vector)`
        : sql`(select sum(a * b) from unnest(c.embedding, ${q}) as t(a, b))`;
      const result = await db.execute(sql`
        with candidates as (
          select id from copilot_chunks
          where org_id = ${orgId} and source_id = any(${uuidArray(sourceIds)})
            and length(sketch) = ${vector.length}
          order by bit_count(sketch # ${signSketch(vector)}::varbit), id
          limit ${Math.max(SKETCH_CANDIDATES, limit)})
        select c.id as "chunkId", (${similarity})::float8 as similarity
        from copilot_chunks c join candidates using (id)
        where c.org_id = ${orgId}
        order by similarity desc, c.id
        limit ${limit}`);
      return result.rows as unknown as { chunkId: string; similarity: number }[];
    },

    /** Chunks by id (the ones only the vector ranking found), as search hits. */
    async hits(chunkIds: string[]): Promise<SearchHit[]> {
      if (!chunkIds.length) return [];
      const result = await db.execute(sql`
        select ${HIT_COLUMNS}, 0::float8 as score
        from copilot_chunks c
          join copilot_sources s on s.id = c.source_id
          join copilot_pages p on p.id = c.page_id
        where c.org_id = ${orgId} and c.id = any(${uuidArray(chunkIds)})`);
      return result.rows as unknown as SearchHit[];
    },

    /** The sources a question searches (`copilot_searched_sources`, migration 0037). */
    searchedSources(asked: string[] | undefined): Promise<string[] | MissingSource> {
      return orMissingSource(async () => {
        const result = await db.execute(sql`select copilot_searched_sources(${orgId},
          ${asked ? uuidArray(asked) : sql`null::uuid[]`}) as ids`);
        return (result.rows[0]?.ids as string[] | null) ?? [];
      });
    },

    /**
     * Full-text search of a question's `words` over the sources it searches, in passes from strict
     * to loose, all in the database function `copilot_search` (migration 0037, decision 021): the
     * sources, the words' document frequencies there (the order in which the passes relax them),
     * the passes, and the hits. Each pass ranks at most `RANKED_PER_PASS` of the chunks it
     * matches, taken in the index's order, so a common word never makes a search rank most of the
     * organisation's chunks; a pass that brings `enough` chunks ends the search (those hold more
     * of the words than any later pass's). Up to `limit` are returned, for the caller to re-rank.
     * Ranking counts first how many distinct question words a chunk holds (without it, a filler
     * page repeating one common word outranks the page that names the rare ones), then cover
     * density (0..1). One statement through the pool, past Drizzle: its query building and the
     * second round trip were most of a search's cost in Node (not inside a transaction).
     */
    search(
      asked: string[] | undefined,
      words: string,
      { limit, enough }: { limit: number; enough: number },
    ): Promise<SearchHit[] | MissingSource> {
      return orMissingSource(async () => {
        const result = await (db as PooledDb).$client.query<SearchHit>({
          text: 'select * from copilot_search($1, $2, $3, $4, $5, $6)',
          values: [orgId, asked ?? null, words, Math.max(limit, RANKED_PER_PASS), limit, enough],
        });
        return result.rows;
      });
    },
  };
}
export type IndexRepository = ReturnType<typeof createIndexRepository>;

/**
 * Whether the database compares vectors with pgvector: the extension is created when the server
 * may (managed services allow it); PostgreSQL without the package and PGlite refuse, and vectors
 * are then compared as arrays.
 */
export async function detectPgvector(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`create extension if not exists vector`);
    return true;
  } catch {
    return false;
  }
}

/** Copilot's repositories of one organisation, built together (one transaction can span them). */
export const copilotRepositories = (db: Queryable, orgId: OrgId) => ({
  sources: createSourcesRepository(db, orgId),
  index: createIndexRepository(db, orgId),
});
export type CopilotRepositories = ReturnType<typeof copilotRepositories>;
