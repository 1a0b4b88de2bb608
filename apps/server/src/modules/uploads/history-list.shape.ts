import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { GetUploadsBody } from '@dermadesk/contracts';
import { uploads } from '../../db/schema.js';

/**
 * Keywords this short have no trigram to look up: the trigram index would read all of itself, in
 * every organisation. They are looked up among the organisation's short parts instead
 * (uploads_subject_short_idx).
 */
export const TRIGRAM_MIN_LENGTH = 3;

export interface SortKey {
  expr: SQL | AnyPgColumn;
  /** The column's type, to read an anchor's key back from its text (history-anchors.ts). */
  type: 'timestamptz' | 'text' | 'integer';
}

/** What each sortable column orders by before the id, which breaks the last ties. */
export const sortKeys: Record<GetUploadsBody['column'], readonly SortKey[]> = {
  id: [],
  createdAt: [{ expr: uploads.createdAt, type: 'timestamptz' }],
  subjectId: [{ expr: sql`lower(${uploads.subjectId})`, type: 'text' }],
  // Uploads of one module follow by date (the module index's order), not by id.
  module: [
    { expr: uploads.module, type: 'integer' },
    { expr: uploads.createdAt, type: 'timestamptz' },
  ],
  imageCount: [{ expr: uploads.imageCount, type: 'integer' }],
};

/** What changes the list's SQL; the values (organisation, keyword, modules, page) do not. */
export interface ListShape {
  column: GetUploadsBody['column'];
  direction: GetUploadsBody['direction'];
  modules: boolean;
  /** A keyword of digits may also be an upload id. */
  keyword: 'none' | 'subject' | 'subject-or-id';
  /** Shorter than TRIGRAM_MIN_LENGTH: matched without the trigram index. */
  short: boolean;
}

export function shapeOf(query: GetUploadsBody): ListShape {
  return {
    column: query.column,
    direction: query.direction,
    modules: Boolean(query.modules?.length),
    keyword: !query.keyword
      ? 'none'
      : /^\d{1,15}$/.test(query.keyword)
        ? 'subject-or-id'
        : 'subject',
    short: [...(query.keyword ?? '')].length < TRIGRAM_MIN_LENGTH,
  };
}

/** The shape as a key: one set of prepared statements (and of anchors) per key. */
export const keyOf = (shape: ListShape) =>
  `${shape.column}:${shape.direction}:${shape.modules}:${shape.keyword}:${shape.short}`;
