import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { orgUploadCounts, subjectPartCounts, uploads, users } from '../../db/schema.js';
import { sortKeys, type ListShape } from './history-list.shape.js';

/**
 * The history list's SQL, built from its shape with placeholders for the values, so that
 * history-list.statements.ts prepares each shape once.
 */
export const p = {
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
  /** How many rows of the organisation a walked page reads at most (walkedPageIds). */
  budget: sql.placeholder('budget'),
};

export const rowColumns = {
  id: uploads.id,
  createdAt: uploads.createdAt,
  subjectId: uploads.subjectId,
  module: uploads.module,
  imageCount: uploads.imageCount,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

export function filterOf(shape: ListShape): SQL | undefined {
  const conditions = [eq(uploads.orgId, p.orgId), isNull(uploads.deletedAt)];
  if (shape.modules) conditions.push(sql`${uploads.module} = any(${p.modules}::int[])`);
  // The same filter as the trigram index holds the module (migration 0029): GIN reads only the
  // chosen modules' matches.
  if (shape.modules && shape.keyword !== 'none' && !shape.short)
    conditions.push(sql`array[${uploads.module}] && ${p.modules}::int[]`);
  if (shape.keyword !== 'none') {
    // LIKE '%part%' is what the trigram index answers, its trigrams extracted when the statement
    // runs (a generic plan uses it too). A keyword of one or two characters has no trigram: it is
    // looked up as '<org>:<keyword>' among the short parts of the organisation's subject IDs
    // (uploads_subject_short_idx, migration 0024), which hold every such part.
    const subject = shape.short
      ? sql`subject_short_parts(${uploads.orgId}, ${uploads.subjectId}) @> array[${p.orgId}::text || ':' || ${p.keyword}::text]`
      : sql`lower(${uploads.subjectId}) like ${p.pattern}`;
    conditions.push(shape.keyword === 'subject' ? subject : or(subject, eq(uploads.id, p.id))!);
  }
  return and(...conditions);
}

const orderOf = (shape: ListShape) => (shape.direction === 'asc' ? asc : desc);

/** The list's order: its sort keys, then the id. */
export function orderBy(shape: ListShape) {
  const order = orderOf(shape);
  return [...sortKeys[shape.column].map((k) => order(k.expr)), order(uploads.id)];
}

/** Rows at or after the anchor in the list's order: a range of the sort index, read from there. */
export function fromAnchor(shape: ListShape): SQL {
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
export function totalOf(db: Queryable, shape: ListShape) {
  // Without a keyword the total is the sum of live counts kept per module by a trigger
  // (migration 0008): a few rows instead of counting up to the whole organisation.
  if (shape.keyword === 'none') return sql<number>`(${keptSum(db, shape, 'live')})`.mapWith(Number);
  return sql<number>`(${db
    .select({ n: sql`count(*)` })
    .from(uploads)
    .where(filterOf(shape))})`.mapWith(Number);
}

/**
 * How many uploads a keyword of one or two characters matches, from the counts kept per part
 * (migration 0030), plus the upload whose id the keyword is when its subject ID lacks the part.
 */
export function shortTotalOf(db: Queryable, shape: ListShape) {
  const kept = db
    .select({ n: sql`coalesce(sum(${subjectPartCounts.live}), 0)` })
    .from(subjectPartCounts)
    .where(and(eq(subjectPartCounts.orgId, p.orgId), eq(subjectPartCounts.part, p.keyword)));
  if (shape.keyword !== 'subject-or-id') return sql<number>`(${kept})`.mapWith(Number);
  const byId = db
    .select({ n: sql`count(*)` })
    .from(uploads)
    .where(
      and(
        eq(uploads.id, p.id),
        eq(uploads.orgId, p.orgId),
        isNull(uploads.deletedAt),
        sql`strpos(lower(${uploads.subjectId}), ${p.keyword}::text) = 0`,
      ),
    );
  return sql<number>`((${kept}) + (${byId}))`.mapWith(Number);
}

/** The organisation's live uploads (the list without filters). */
export const liveTotalOf = (db: Queryable, shape: ListShape) =>
  sql<number>`(${keptSum(db, shape, 'live')})`.mapWith(Number);

/**
 * A page of a short search read along the sort index: the organisation's first `budget` rows in
 * the list's order, then those holding the keyword. When the matches are dense (2 800 of 100 000
 * for '77') page 1 reads some 700 index rows, where the short-part index visits all 2 800
 * matches to sort them. strpos, not LIKE, so the planner cannot take the trigram index instead.
 */
export function walkedPageIds(shape: ListShape) {
  const keys = sortKeys[shape.column];
  const direction = sql.raw(shape.direction);
  const read = [
    sql`${uploads.id} as id`,
    sql`${uploads.subjectId} as subject_id`,
    ...keys.map((k, i) => sql`${k.expr} as ${sql.raw(`key${i}`)}`),
  ];
  const own = and(eq(uploads.orgId, p.orgId), isNull(uploads.deletedAt));
  const holds = sql`strpos(lower(w.subject_id), ${p.keyword}::text) > 0`;
  const match = shape.keyword === 'subject-or-id' ? sql`(${holds} or w.id = ${p.id})` : holds;
  const order = [...keys.map((_, i) => `w.key${i}`), 'w.id'].map(
    (column) => sql`${sql.raw(column)} ${direction}`,
  );
  return sql`(select w.id from (
      select ${sql.join(read, sql`, `)} from ${uploads} where ${own}
      order by ${sql.join(orderBy(shape), sql`, `)} limit ${p.budget}
    ) w
    where ${match} order by ${sql.join(order, sql`, `)} limit ${p.limit} offset ${p.offset})`;
}

/** The list's change count (migration 0009), as text: anchors read at another count are stale. */
export const versionOf = (db: Queryable, shape: ListShape) =>
  sql<string>`(${keptSum(db, shape, 'changes')})::text`;

/**
 * A subject search reads its matches through the trigram index, counts them and sorts them, in
 * one pass. Left to itself PostgreSQL walks the date index until enough matches turn up, which for
 * a subject last seen long ago reads the organisation's history back to that visit (11 ms for 100
 * matches in 34 000 uploads, against 0.1 ms). The fence keeps the matches a separate step; the
 * count rides on them, so the total needs no second search.
 */
export function subjectSearchPage(db: Queryable, shape: ListShape) {
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
export function mergedByModule(shape: ListShape, anchored: boolean) {
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
