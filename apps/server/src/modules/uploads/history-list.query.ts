import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { GetUploadsBody } from '@dermadesk/contracts';
import type { Queryable } from '../../db/client.js';
import { orgs, orgUploadCounts, uploads, users } from '../../db/schema.js';

/** LIKE treats % and _ as wildcards: a subject ID that contains them must match literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const sortColumns = {
  id: uploads.id,
  createdAt: uploads.createdAt,
  subjectId: sql`lower(${uploads.subjectId})`,
  module: uploads.module,
  imageCount: uploads.imageCount,
} as const;

/** What changes the list's SQL; the values (organisation, keyword, modules, page) do not. */
interface ListShape {
  column: GetUploadsBody['column'];
  direction: GetUploadsBody['direction'];
  modules: boolean;
  /** A keyword of digits may also be an upload id. */
  keyword: 'none' | 'subject' | 'subject-or-id';
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
  };
}

const p = {
  orgId: sql.placeholder('orgId'),
  modules: sql.placeholder('modules'),
  pattern: sql.placeholder('pattern'),
  id: sql.placeholder('id'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  /** Always 0: an OFFSET keeps a subquery a separate step (Drizzle leaves out a literal 0). */
  fence: sql.placeholder('fence'),
};

function filterOf(shape: ListShape): SQL | undefined {
  const conditions = [eq(uploads.orgId, p.orgId), isNull(uploads.deletedAt)];
  if (shape.modules) conditions.push(sql`${uploads.module} = any(${p.modules}::int[])`);
  if (shape.keyword !== 'none') {
    const subject = sql`lower(${uploads.subjectId}) like ${p.pattern}`;
    conditions.push(shape.keyword === 'subject' ? subject : or(subject, eq(uploads.id, p.id))!);
  }
  return and(...conditions);
}

/** The number of uploads the list matches, as a scalar subquery. */
function totalOf(db: Queryable, shape: ListShape) {
  // Without a keyword the total is the sum of live counts kept per module by a trigger
  // (migration 0008): a few rows instead of counting up to the whole organisation.
  if (shape.keyword === 'none') {
    const kept = [eq(orgUploadCounts.orgId, p.orgId)];
    if (shape.modules) kept.push(sql`${orgUploadCounts.module} = any(${p.modules}::int[])`);
    return sql<number>`(${db
      .select({ n: sql`coalesce(sum(${orgUploadCounts.live}), 0)` })
      .from(orgUploadCounts)
      .where(and(...kept))})`.mapWith(Number);
  }
  return sql<number>`(${db
    .select({ n: sql`count(*)` })
    .from(uploads)
    .where(filterOf(shape))})`.mapWith(Number);
}

/**
 * A subject search reads its matches through the subject index, then sorts them. Left to itself
 * PostgreSQL walks the date index until enough matches turn up, which for a subject last seen
 * long ago reads the organisation's history back to that visit (11 ms for 100 matches in 34 000
 * uploads, against 0.1 ms). The fence keeps the matches a separate step.
 */
function subjectMatches(db: Queryable, shape: ListShape) {
  const matches = db
    .select({ id: uploads.id, sortKey: sql`${sortColumns[shape.column]}`.as('sort_key') })
    .from(uploads)
    .where(filterOf(shape))
    .offset(p.fence)
    .as('matches');
  const order = shape.direction === 'asc' ? asc : desc;
  return db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(order(matches.sortKey), order(matches.id))
    .limit(p.limit)
    .offset(p.offset);
}

function prepare(db: Queryable, shape: ListShape) {
  const order = shape.direction === 'asc' ? asc : desc;
  const orderBy = [order(sortColumns[shape.column]), order(uploads.id)];
  // The page's ids first: the offset is skipped inside the sort index (index-only where the index
  // holds the sort key), and only the page's rows are read and joined (decision 006).
  const pageIds =
    shape.keyword === 'none'
      ? db
          .select({ id: uploads.id })
          .from(uploads)
          .where(filterOf(shape))
          .orderBy(...orderBy)
          .limit(p.limit)
          .offset(p.offset)
      : subjectMatches(db, shape);
  // Unnamed statements (''): the SQL is built once per shape, but PostgreSQL still plans each
  // run with its values, which a prefix LIKE needs to use the subject index.
  return {
    page: db
      .select({
        id: uploads.id,
        createdAt: uploads.createdAt,
        subjectId: uploads.subjectId,
        module: uploads.module,
        imageCount: uploads.imageCount,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        // The total rides on each row: the page and its pager in one round trip.
        total: totalOf(db, shape),
      })
      .from(uploads)
      .leftJoin(users, eq(users.id, uploads.createdBy))
      .where(inArray(uploads.id, pageIds))
      .orderBy(...orderBy)
      .prepare(''),
    // A page past the end has no rows to carry the total.
    total: db
      .select({ n: totalOf(db, shape) })
      .from(orgs)
      .where(eq(orgs.id, p.orgId))
      .prepare(''),
  };
}

type Prepared = ReturnType<typeof prepare>;
/** Built statements per database handle and shape: building the SQL was a fifth of a request. */
const prepared = new WeakMap<Queryable, Map<string, Prepared>>();

/** One page of an organisation's live uploads, and how many match in all. */
export async function historyPage(db: Queryable, orgId: string, query: GetUploadsBody) {
  const shape = shapeOf(query);
  const key = `${shape.column}:${shape.direction}:${shape.modules}:${shape.keyword}`;
  let byShape = prepared.get(db);
  if (!byShape) prepared.set(db, (byShape = new Map<string, Prepared>()));
  let statements = byShape.get(key);
  if (!statements) byShape.set(key, (statements = prepare(db, shape)));
  const values = {
    orgId,
    modules: query.modules ?? [],
    pattern: `${escapeLike((query.keyword ?? '').toLowerCase())}%`,
    id: shape.keyword === 'subject-or-id' ? Number(query.keyword) : 0,
    limit: query.length,
    offset: query.start,
    fence: 0,
  };
  const rows = await statements.page.execute(values);
  if (rows.length) return { rows, total: rows[0]!.total };
  const [counted] = await statements.total.execute(values);
  return { rows, total: counted?.n ?? 0 };
}
