import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { orgs, uploads, users } from '../../db/schema.js';
import { createAnchorCache, type AnchorCache } from './history-anchors.js';
import { keyOf, sortKeys, type ListShape } from './history-list.shape.js';
import {
  filterOf,
  fromAnchor,
  liveTotalOf,
  mergedByModule,
  orderBy,
  p,
  rowColumns,
  shortTotalOf,
  subjectSearchPage,
  totalOf,
  versionOf,
  walkedPageIds,
} from './history-list.sql.js';

type Namer = (statement: string) => string;

/**
 * A short search without a module filter (the kept counts are per part, not per module): its
 * counts, to choose between walking the sort index and visiting every match, and the walked page.
 */
function prepareWalk(db: Queryable, shape: ListShape, name: Namer) {
  return {
    counts: db
      .select({ matches: shortTotalOf(db, shape), live: liveTotalOf(db, shape) })
      .from(orgs)
      .where(eq(orgs.id, p.orgId))
      .prepare(name('short-counts')),
    page: db
      .select({ ...rowColumns, total: shortTotalOf(db, shape) })
      .from(uploads)
      .leftJoin(users, eq(users.id, uploads.createdBy))
      .where(inArray(uploads.id, walkedPageIds(shape)))
      .orderBy(...orderBy(shape))
      .prepare(name('walked')),
  };
}

function prepare(db: Queryable, shape: ListShape) {
  // The SQL is built once per shape, and each connection plans it once (planning was 1–2 ms of a
  // 2–3 ms page).
  const name: Namer = (statement) => `history-${statement}-${keyOf(shape)}`;
  // A page past the end has no rows to carry the total.
  const total = db
    .select({ n: totalOf(db, shape) })
    .from(orgs)
    .where(eq(orgs.id, p.orgId))
    .prepare(name('total'));
  if (shape.keyword !== 'none')
    return {
      page: subjectSearchPage(db, shape).prepare(name('page')),
      total,
      walk: shape.short && !shape.modules ? prepareWalk(db, shape, name) : undefined,
    };
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

/** A shape's prepared statements; only a list without a keyword has anchors, only a short search a walk. */
export type ListStatements = ReturnType<typeof prepare>;

interface HandleCache {
  /** Built statements per shape: building the SQL was a fifth of a request. */
  byShape: Map<string, ListStatements>;
  anchors: AnchorCache;
}
const cacheOf = new WeakMap<Queryable, HandleCache>();

/** Lists whose anchors are kept per database handle (each set holds total / spacing anchors). */
const ANCHORED_LISTS = 500;

/** The shape's statements on this database handle, and the handle's anchor cache. */
export function statementsFor(db: Queryable, shape: ListShape) {
  let cache = cacheOf.get(db);
  if (!cache)
    cacheOf.set(db, (cache = { byShape: new Map(), anchors: createAnchorCache(ANCHORED_LISTS) }));
  const key = keyOf(shape);
  let statements = cache.byShape.get(key);
  if (!statements) cache.byShape.set(key, (statements = prepare(db, shape)));
  return { statements, anchors: cache.anchors };
}
