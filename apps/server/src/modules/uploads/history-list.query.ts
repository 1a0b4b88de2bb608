import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { GetUploadsBody } from '@dermadesk/contracts';
import type { Queryable } from '../../db/client.js';
import { orgs, orgUploadCounts, uploads, users } from '../../db/schema.js';
import {
  anchorFor,
  createAnchorCache,
  type AnchorCache,
  type AnchorSet,
} from './history-anchors.js';

/** LIKE treats % and _ as wildcards: a subject ID that contains them must match literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Keywords this short have no trigram to look up: the trigram index would read all of itself, in
 * every organisation. They are matched while reading the organisation's rows instead.
 */
export const TRIGRAM_MIN_LENGTH = 3;

/** The LIKE pattern matching a keyword anywhere in a (lower-cased) subject ID, literally. */
export const substringPattern = (keyword: string) => `%${escapeLike(keyword.toLowerCase())}%`;

interface SortKey {
  expr: SQL | AnyPgColumn;
  /** The column's type, to read an anchor's key back from its text (history-anchors.ts). */
  type: 'timestamptz' | 'text' | 'integer';
}

/** What each sortable column orders by before the id, which breaks the last ties. */
const sortKeys: Record<GetUploadsBody['column'], readonly SortKey[]> = {
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
interface ListShape {
  column: GetUploadsBody['column'];
  direction: GetUploadsBody['direction'];
  modules: boolean;
  /** A keyword of digits may also be an upload id. */
  keyword: 'none' | 'subject' | 'subject-or-id';
  /** Shorter than TRIGRAM_MIN_LENGTH: matched without the trigram index. */
  short: boolean;
}

function shapeOf(query: GetUploadsBody): ListShape {
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

const p = {
  orgId: sql.placeholder('orgId'),
  modules: sql.placeholder('modules'),
  pattern: sql.placeholder('pattern'),
  keyword: sql.placeholder('keyword'),
  id: sql.placeholder('id'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  /** Always 0: an OFFSET keeps a subquery a separate step (Drizzle leaves out a literal 0). */
  fence: sql.placeholder('fence'),
  spacing: sql.placeholder('spacing'),
  anchorKeys: [sql.placeholder('anchor0'), sql.placeholder('anchor1')],
  anchorId: sql.placeholder('anchorId'),
};

function filterOf(shape: ListShape): SQL | undefined {
  const conditions = [eq(uploads.orgId, p.orgId), isNull(uploads.deletedAt)];
  if (shape.modules) conditions.push(sql`${uploads.module} = any(${p.modules}::int[])`);
  if (shape.keyword !== 'none') {
    // LIKE '%part%' is what the trigram index answers, its trigrams extracted when the statement
    // runs (a generic plan uses it too). strpos() is not indexable: a short keyword reads the
    // organisation's rows through its own index instead of the whole trigram index.
    const subject = shape.short
      ? sql`strpos(lower(${uploads.subjectId}), ${p.keyword}) > 0`
      : sql`lower(${uploads.subjectId}) like ${p.pattern}`;
    conditions.push(shape.keyword === 'subject' ? subject : or(subject, eq(uploads.id, p.id))!);
  }
  return and(...conditions);
}

const orderOf = (shape: ListShape) => (shape.direction === 'asc' ? asc : desc);

/** The list's order: its sort keys, then the id. */
function orderBy(shape: ListShape) {
  const order = orderOf(shape);
  return [...sortKeys[shape.column].map((k) => order(k.expr)), order(uploads.id)];
}

/** Rows at or after the anchor in the list's order: a range of the sort index, read from there. */
function fromAnchor(shape: ListShape): SQL {
  const keys = sortKeys[shape.column];
  const columns = [...keys.map((k) => sql`${k.expr}`), sql`${uploads.id}`];
  const values = [
    ...keys.map((k, i) => sql`${p.anchorKeys[i]}::${sql.raw(k.type)}`),
    sql`${p.anchorId}::bigint`,
  ];
  return sql`(${sql.join(columns, sql`, `)}) ${sql.raw(shape.direction === 'asc' ? '>=' : '<=')} (${sql.join(values, sql`, `)})`;
}

/** Sums of the kept per-module figures for the list's organisation and modules. */
function keptSum(db: Queryable, shape: ListShape, column: 'live' | 'changes') {
  const kept = [eq(orgUploadCounts.orgId, p.orgId)];
  if (shape.modules) kept.push(sql`${orgUploadCounts.module} = any(${p.modules}::int[])`);
  return db
    .select({ n: sql`coalesce(sum(${orgUploadCounts[column]}), 0)` })
    .from(orgUploadCounts)
    .where(and(...kept));
}

/** The number of uploads the list matches, as a scalar subquery. */
function totalOf(db: Queryable, shape: ListShape) {
  // Without a keyword the total is the sum of live counts kept per module by a trigger
  // (migration 0008): a few rows instead of counting up to the whole organisation.
  if (shape.keyword === 'none') return sql<number>`(${keptSum(db, shape, 'live')})`.mapWith(Number);
  return sql<number>`(${db
    .select({ n: sql`count(*)` })
    .from(uploads)
    .where(filterOf(shape))})`.mapWith(Number);
}

/** The list's change count (migration 0009), as text: anchors read at another count are stale. */
const versionOf = (db: Queryable, shape: ListShape) =>
  sql<string>`(${keptSum(db, shape, 'changes')})::text`;

/**
 * A subject search reads its matches through the trigram index, counts them and sorts them, in
 * one pass. Left to itself PostgreSQL walks the date index until enough matches turn up, which for
 * a subject last seen long ago reads the organisation's history back to that visit (11 ms for 100
 * matches in 34 000 uploads, against 0.1 ms). The fence keeps the matches a separate step; the
 * count rides on them, so the total needs no second search.
 */
function subjectSearchPage(db: Queryable, shape: ListShape) {
  const keys = sortKeys[shape.column];
  const matches = db
    .select({
      id: uploads.id,
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      ...Object.fromEntries(keys.map((k, i) => [`key${i}`, sql`${k.expr}`.as(`sort_key${i}`)])),
    })
    .from(uploads)
    .where(filterOf(shape))
    .offset(p.fence)
    .as('matches');
  const order = orderOf(shape);
  const sortKeyOf = matches as unknown as Record<string, SQL.Aliased>;
  const page = db
    .select({ id: matches.id, total: matches.total })
    .from(matches)
    .orderBy(...keys.map((_, i) => order(sortKeyOf[`key${i}`]!)), order(matches.id))
    .limit(p.limit)
    .offset(p.offset)
    .as('page');
  return db
    .select({ ...rowColumns, total: page.total })
    .from(page)
    .innerJoin(uploads, eq(uploads.id, page.id))
    .leftJoin(users, eq(users.id, uploads.createdBy))
    .orderBy(...orderBy(shape));
}

/**
 * A module filter in date order merges each module's first rows, read in order from the module
 * index, instead of reading every match and sorting them: PostgreSQL 15 cannot read
 * `module = any(...)` in date order (20 000 matches: 6 ms, merged 0.4 ms). `modules` must not
 * repeat a module (historyPage removes repeats).
 */
function mergedByModule(shape: ListShape, anchored: boolean) {
  const direction = sql.raw(shape.direction);
  const own = and(
    eq(uploads.orgId, p.orgId),
    isNull(uploads.deletedAt),
    sql`${uploads.module} = f.module`,
    anchored ? fromAnchor(shape) : undefined,
  );
  return sql`(select m.id from unnest(${p.modules}::int[]) as f(module)
    cross join lateral (
      select ${uploads.id} as id, ${uploads.createdAt} as created_at from ${uploads}
      where ${own} order by ${sql.join(orderBy(shape), sql`, `)}
      limit ${p.limit}::int + ${p.offset}::int
    ) m
    order by m.created_at ${direction}, m.id ${direction} limit ${p.limit} offset ${p.offset})`;
}

const rowColumns = {
  id: uploads.id,
  createdAt: uploads.createdAt,
  subjectId: uploads.subjectId,
  module: uploads.module,
  imageCount: uploads.imageCount,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

const keyOf = (shape: ListShape) =>
  `${shape.column}:${shape.direction}:${shape.modules}:${shape.keyword}:${shape.short}`;

function prepare(db: Queryable, shape: ListShape) {
  // The SQL is built once per shape, and each connection plans it once (planning was 1–2 ms of a
  // 2–3 ms page).
  const name = (statement: string) => `history-${statement}-${keyOf(shape)}`;
  // A page past the end has no rows to carry the total.
  const total = db
    .select({ n: totalOf(db, shape) })
    .from(orgs)
    .where(eq(orgs.id, p.orgId))
    .prepare(name('total'));
  if (shape.keyword !== 'none')
    return { page: subjectSearchPage(db, shape).prepare(name('page')), total };
  // The page's ids first: the offset is skipped inside the sort index (index-only where the index
  // holds the sort key), and only the page's rows are read and joined (decision 006).
  const pageIds = (anchored: boolean) =>
    shape.modules && shape.column === 'createdAt'
      ? mergedByModule(shape, anchored)
      : db
          .select({ id: uploads.id })
          .from(uploads)
          .where(anchored ? and(filterOf(shape), fromAnchor(shape)) : filterOf(shape))
          .orderBy(...orderBy(shape))
          .limit(p.limit)
          .offset(p.offset);
  // The total rides on each row: the page and its pager in one round trip.
  const columns = { ...rowColumns, total: totalOf(db, shape) };
  const page = db
    .select(columns)
    .from(uploads)
    .leftJoin(users, eq(users.id, uploads.createdBy))
    .where(inArray(uploads.id, pageIds(false)))
    .orderBy(...orderBy(shape))
    .prepare(name('page'));
  const keys = sortKeys[shape.column];
  const numbered = db
    .select({
      id: uploads.id,
      ...Object.fromEntries(
        keys.map((k, i) => [`key${i}`, sql<string>`(${k.expr})::text`.as(`key${i}`)]),
      ),
      position:
        sql<number>`row_number() over (order by ${sql.join(orderBy(shape), sql`, `)}) - 1`.as(
          'position',
        ),
    })
    .from(uploads)
    .where(filterOf(shape))
    .as('numbered');
  const numberedColumns = numbered as unknown as Record<string, SQL.Aliased<string>>;
  return {
    page,
    total,
    // The page read from an anchor, with the change count the anchors must match.
    anchoredPage: db
      .select({ ...columns, version: versionOf(db, shape) })
      .from(uploads)
      .leftJoin(users, eq(users.id, uploads.createdBy))
      .where(inArray(uploads.id, pageIds(true)))
      .orderBy(...orderBy(shape))
      .prepare(name('anchored')),
    // Every spacing-th row's sort key, in one pass over the list, and the count they hold for.
    anchors: db
      .select({
        id: sql<string>`${numbered.id}::text`,
        keys: sql<string[]>`array[${sql.join(
          keys.map((_, i) => numberedColumns[`key${i}`]!),
          sql`, `,
        )}]::text[]`,
        version: versionOf(db, shape),
      })
      .from(numbered)
      .where(sql`${numberedColumns.position} % ${p.spacing} = 0`)
      .orderBy(numberedColumns.position!)
      .prepare(name('anchors')),
  };
}

type Prepared = ReturnType<typeof prepare>;
interface ListStatements {
  /** Built statements per shape: building the SQL was a fifth of a request. */
  byShape: Map<string, Prepared>;
  anchors: AnchorCache;
}
const statementsOf = new WeakMap<Queryable, ListStatements>();

export interface HistoryPageOptions {
  /** Rows between two page anchors; pages before the first anchor skip rows with OFFSET. */
  anchorSpacing?: number;
}
const ANCHOR_SPACING = 200;
/** Lists whose anchors are kept per database handle (each set holds total / spacing anchors). */
const ANCHORED_LISTS = 500;

/** One page of an organisation's live uploads, and how many match in all. */
export async function historyPage(
  db: Queryable,
  orgId: string,
  query: GetUploadsBody,
  { anchorSpacing = ANCHOR_SPACING }: HistoryPageOptions = {},
) {
  const shape = shapeOf(query);
  const key = keyOf(shape);
  let cache = statementsOf.get(db);
  if (!cache)
    statementsOf.set(
      db,
      (cache = { byShape: new Map(), anchors: createAnchorCache(ANCHORED_LISTS) }),
    );
  let statements = cache.byShape.get(key);
  if (!statements) cache.byShape.set(key, (statements = prepare(db, shape)));
  const keyword = (query.keyword ?? '').toLowerCase();
  const values = {
    orgId,
    modules: [...new Set(query.modules)].sort((a, b) => a - b),
    pattern: substringPattern(keyword),
    keyword,
    id: shape.keyword === 'subject-or-id' ? Number(query.keyword) : 0,
    limit: query.length,
    offset: query.start,
    fence: 0,
    spacing: anchorSpacing,
  };
  if (statements.anchors && query.start >= anchorSpacing) {
    const list = `${orgId}:${key}:${values.modules.join(',')}:${anchorSpacing}`;
    const page = await anchoredPage(statements, cache.anchors, list, values);
    if (page) return { ...page, anchored: true };
  }
  const rows = await statements.page.execute(values);
  if (rows.length) return { rows, total: rows[0]!.total, anchored: false };
  const [counted] = await statements.total.execute(values);
  return { rows, total: counted?.n ?? 0, anchored: false };
}

type PageValues = Record<string, unknown> & { offset: number; spacing: number };

/**
 * The page read from the nearest anchor, or undefined when the anchors cannot give it (the page
 * is past the end, or the list changed while they were read again): the caller then skips rows.
 */
async function anchoredPage(
  statements: Prepared,
  cache: AnchorCache,
  list: string,
  values: PageValues,
) {
  const { anchoredPage: readPage, anchors: readAnchors } = statements;
  if (!readPage || !readAnchors) return undefined;
  const read = async (set: AnchorSet) => {
    const at = anchorFor(set, values.offset);
    if (!at) return undefined;
    const rows = await readPage.execute({
      ...values,
      offset: at.offset,
      anchor0: at.anchor.keys[0] ?? null,
      anchor1: at.anchor.keys[1] ?? null,
      anchorId: at.anchor.id,
    });
    return rows.length && rows[0]!.version === set.version
      ? { rows, total: rows[0]!.total }
      : undefined;
  };
  const known = cache.get(list);
  const page = known && (await read(known));
  if (page) return page;
  const anchors = await readAnchors.execute(values);
  if (!anchors.length) return undefined;
  const set: AnchorSet = {
    version: anchors[0]!.version,
    spacing: values.spacing,
    anchors: anchors.map((a) => ({ id: a.id, keys: a.keys })),
  };
  cache.set(list, set);
  return read(set);
}
