// Copilot's knowledge sources: PDFs and websites, their pages and the searchable chunks.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { orgIdColumn, users } from './platform.tables.js';

/** Written with `to_tsvector(config, text)` at insert; read only by search queries. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A bit string of any length, written as its '0101...' literal. */
const varbit = customType<{ data: string }>({ dataType: () => 'bit varying' });

export const copilotSources = pgTable(
  'copilot_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['pdf', 'website'] }).notNull(),
    status: text('status', { enum: ['queued', 'processing', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    /** Percent done while processing. */
    progress: integer('progress'),
    /** The reason shown when `failed`. */
    error: text('error'),
    fileName: text('file_name'),
    /** The PDF as uploaded (blob key), for download and re-indexing. */
    blobKey: text('blob_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    url: text('url'),
    /** The URL as compared for duplicates (crawler's normal form). */
    normalUrl: text('normal_url'),
    maxDepth: integer('max_depth'),
    maxPages: integer('max_pages'),
    syncEveryHours: integer('sync_every_hours'),
    lastSync: jsonb('last_sync'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /** The text search configuration its chunks use ('english', 'french', ..., 'simple'). */
    language: text('language'),
    pages: integer('pages').notNull().default(0),
    chunks: integer('chunks').notNull().default(0),
    pagesWithoutText: jsonb('pages_without_text')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Pages without a text layer that tesseract read (their text is OCR's, not the PDF's). */
    pagesOcr: jsonb('pages_ocr')
      .notNull()
      .default(sql`'[]'::jsonb`),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('copilot_sources_org_idx').on(t.orgId, t.createdAt),
    uniqueIndex('copilot_sources_website_idx').on(t.orgId, t.normalUrl),
  ],
);

/** A PDF page or a crawled web page; a website's pages keep what re-sync compares. */
export const copilotPages = pgTable(
  'copilot_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => copilotSources.id, { onDelete: 'cascade' }),
    /** 1-based page number of a PDF. */
    pageNo: integer('page_no'),
    /** A web page's normal URL. */
    url: text('url'),
    title: text('title'),
    hasText: boolean('has_text').notNull().default(true),
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** sha-256 of the extracted main text: unchanged text is not re-indexed. */
    contentHash: text('content_hash'),
    /** A web page's extracted text, shown as the excerpt beside a citation. */
    body: text('body'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  },
  (t) => [
    index('copilot_pages_source_idx').on(t.sourceId, t.pageNo),
    uniqueIndex('copilot_pages_url_idx').on(t.sourceId, t.url),
  ],
);

export const copilotChunks = pgTable(
  'copilot_chunks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => copilotSources.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => copilotPages.id, { onDelete: 'cascade' }),
    pageNo: integer('page_no'),
    url: text('url'),
    heading: text('heading'),
    /** Order within the page. */
    seq: integer('seq').notNull(),
    text: text('text').notNull(),
    /** Character offsets of `text` in the page's text. */
    startOffset: integer('start_offset').notNull(),
    endOffset: integer('end_offset').notNull(),
    /** The text search configuration the chunk was indexed with ('english', 'french', ...). */
    language: text('language').notNull(),
    tsv: tsvector('tsv').notNull(),
    /** An embedding when an embedder is configured (pgvector is not assumed). */
    embedding: real('embedding').array(),
    /** The embedding's sign bits (`signSketch`): what vector search scans before re-scoring. */
    sketch: varbit('sketch'),
  },
  (t) => [
    index('copilot_chunks_tsv_idx').using('gin', t.tsv),
    index('copilot_chunks_source_idx').on(t.orgId, t.sourceId),
    index('copilot_chunks_page_idx').on(t.pageId),
    // Vector search reads only this index (an index-only scan): the sketch and id of the
    // searched sources' chunks, never the heap's TOASTed arrays.
    index('copilot_chunks_sketch_idx').on(t.orgId, t.sourceId, t.sketch, t.id),
  ],
);

/**
 * How many of a source's chunks hold each lexeme (its document frequency), and, as the lexeme '',
 * how many chunks it has; kept by triggers on `copilot_chunks` (migrations 0035, 0037) at every
 * insert and delete, so it is exact at every commit. Search reads the question's lexemes' counts
 * to relax its conditions from the most common word down, and to look up only the words worth
 * their postings (decision 021); a lexeme no searched chunk holds is left out of the conditions.
 */
export const copilotSourceLexemes = pgTable(
  'copilot_source_lexemes',
  {
    orgId: orgIdColumn(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => copilotSources.id, { onDelete: 'cascade' }),
    lexeme: text('lexeme').notNull(),
    chunks: integer('chunks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.lexeme] })],
);

/** Which sources Copilot answers from, per organisation. */
export const copilotSettings = pgTable('copilot_settings', {
  orgId: orgIdColumn().primaryKey(),
  sourceIds: jsonb('source_ids')
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
