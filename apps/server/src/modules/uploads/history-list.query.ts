import type { GetUploadsBody } from '@dermadesk/contracts';
import type { Queryable } from '../../db/client.js';
import { substringPattern } from '../../db/like-pattern.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { anchorFor, type AnchorCache, type AnchorSet } from './history-anchors.js';
import { keyOf, shapeOf } from './history-list.shape.js';
import { statementsFor, type ListStatements } from './history-list.statements.js';

export interface HistoryPageOptions {
  /** Rows between two page anchors; pages before the first anchor skip rows with OFFSET. */
  anchorSpacing?: number;
}
const ANCHOR_SPACING = 200;

/** One page of an organisation's live uploads, and how many match in all. */
export async function historyPage(
  db: Queryable,
  orgId: OrgId,
  query: GetUploadsBody,
  { anchorSpacing = ANCHOR_SPACING }: HistoryPageOptions = {},
) {
  const shape = shapeOf(query);
  const { statements, anchors } = statementsFor(db, shape);
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
    const list = `${orgId}:${keyOf(shape)}:${values.modules.join(',')}:${anchorSpacing}`;
    const page = await anchoredPage(statements, anchors, list, values);
    if (page) return { ...page, anchored: true, walked: false };
  }
  if (statements.walk) {
    const walked = await walkedPage(statements.walk, values);
    if (walked) return { ...walked, anchored: false, walked: true };
  }
  const rows = await statements.page.execute(values);
  if (rows.length) return { rows, total: rows[0]!.total, anchored: false, walked: false };
  const [counted] = await statements.total.execute(values);
  return { rows, total: counted?.n ?? 0, anchored: false, walked: false };
}

type PageValues = Record<string, unknown> & { limit: number; offset: number; spacing: number };

/** Walked rows read per row the page expects to read: room for matches bunched unevenly. */
const WALK_SLACK = 4;

/**
 * A short search's page read along the sort index, when its kept counts say the walk reads fewer
 * rows than the matches the short-part index would visit; undefined when it does not, or when the
 * matches are bunched away from the walked rows (the caller then visits every match).
 */
async function walkedPage(walk: NonNullable<ListStatements['walk']>, values: PageValues) {
  const [counts] = await walk.counts.execute(values);
  const matches = counts?.matches ?? 0;
  if (!matches) return { rows: [], total: 0 };
  const wanted = values.offset + values.limit;
  // Matches spread evenly: the walk reads wanted × live / matches rows to find them.
  const expected = Math.ceil((wanted * counts!.live) / matches);
  if (expected > matches) return undefined;
  const rows = await walk.page.execute({ ...values, budget: WALK_SLACK * expected + values.limit });
  const total = rows[0]?.total ?? matches;
  return rows.length === Math.min(values.limit, Math.max(total - values.offset, 0))
    ? { rows, total }
    : undefined;
}

/**
 * The page read from the nearest anchor, or undefined when the anchors cannot give it (the page
 * is past the end, or the list changed while they were read again): the caller then skips rows.
 */
async function anchoredPage(
  statements: ListStatements,
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
