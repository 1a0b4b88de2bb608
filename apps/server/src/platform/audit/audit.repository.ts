import { and, desc, eq, lt } from 'drizzle-orm';
import type { AuditQuery } from '@dermadesk/contracts';
import type { Db, Queryable } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';
import type { OrgId } from '../tenancy/org-id.js';

/** Rows per insert at most: keeps a statement's parameters far below PostgreSQL's 65 535. */
const MAX_GROUP = 500;
export type AuditRow = typeof auditEvents.$inferInsert;
type Waiting = { row: AuditRow; stored: () => void; failed: (error: Error) => void };

/**
 * Inserts audit rows in groups (group commit): each caller waits until the insert carrying its
 * row has been stored, so no response goes out before its audit event, but rows that arrive
 * while an insert is in flight go together in the next one. Alone, a row is written at once;
 * under load, one round trip serves many requests (a history page view is audited each time).
 */
function createGroupedInsert(db: Db) {
  let queue: Waiting[] = [];
  let running = false;
  const insert = (rows: AuditRow[]) => db.insert(auditEvents).values(rows);
  async function drain() {
    running = true;
    while (queue.length) {
      const group = queue.slice(0, MAX_GROUP);
      queue = queue.slice(group.length);
      try {
        await insert(group.map((w) => w.row));
        for (const w of group) w.stored();
      } catch {
        // One bad row must not fail the others: retry each alone, each caller gets its own answer.
        for (const w of group) await insert([w.row]).then(w.stored, w.failed);
      }
    }
    running = false;
  }
  return (row: AuditRow) =>
    new Promise<void>((stored, failed) => {
      queue.push({ row, stored, failed });
      if (!running) void drain();
    });
}

/** One grouped insert per database, shared by every audit trail built on it. */
const groupedInserts = new WeakMap<Db, (row: AuditRow) => Promise<void>>();

export function groupedAuditInsert(db: Db) {
  let append = groupedInserts.get(db);
  if (!append) groupedInserts.set(db, (append = createGroupedInsert(db)));
  return append;
}

/** One row inside the caller's transaction: stored if and only if the transaction commits. */
export async function insertAuditRow(tx: Queryable, row: AuditRow) {
  await tx.insert(auditEvents).values(row);
}

/** Reads one organisation's audit trail, newest first, with a keyset cursor. */
export function createAuditReader(db: Queryable, orgId: OrgId) {
  return {
    async list(query: AuditQuery) {
      const conditions = [eq(auditEvents.orgId, orgId)];
      if (query.before !== undefined) conditions.push(lt(auditEvents.id, query.before));
      if (query.action) conditions.push(eq(auditEvents.action, query.action));
      if (query.recordType) conditions.push(eq(auditEvents.recordType, query.recordType));
      return db
        .select()
        .from(auditEvents)
        .where(and(...conditions))
        .orderBy(desc(auditEvents.id))
        .limit(query.limit);
    },
  };
}
export type AuditReader = ReturnType<typeof createAuditReader>;
