import { and, desc, eq, lt } from 'drizzle-orm';
import type { AuditAction } from '@dermadesk/contracts';
import type { Db } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';

export interface AuditEntry {
  userId: string | null;
  orgId: string | null;
  action: AuditAction;
  recordType: string;
  recordId?: string | null;
  requestId?: string | null;
  details?: Record<string, unknown>;
}

/** Rows per insert at most: keeps a statement's parameters far below PostgreSQL's 65 535. */
const MAX_GROUP = 500;
type AuditRow = typeof auditEvents.$inferInsert;
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

/** One grouped insert per database, shared by every writer (services each make their own). */
const groupedInserts = new WeakMap<Db, (row: AuditRow) => Promise<void>>();

export function createAuditWriter(db: Db) {
  let append = groupedInserts.get(db);
  if (!append) groupedInserts.set(db, (append = createGroupedInsert(db)));
  const write = append;
  return {
    append: (entry: AuditEntry) =>
      write({
        ...entry,
        recordId: entry.recordId ?? null,
        requestId: entry.requestId ?? null,
        details: entry.details ?? null,
      }),
  };
}
export type AuditWriter = ReturnType<typeof createAuditWriter>;

/** Reads one organisation's audit trail, newest first, with a keyset cursor. */
export function createAuditReader(db: Db, orgId: string) {
  return {
    async list(query: {
      limit: number;
      before?: bigint;
      action?: AuditAction;
      recordType?: string;
    }) {
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

/** Audit events of a verified request: who and where come from the request context. */
export function createAuditTrail(db: Db) {
  const writer = createAuditWriter(db);
  return {
    record: (
      ctx: { userId: string; orgId: string; requestId: string },
      action: AuditAction,
      recordType: string,
      recordId: string | null,
      details?: Record<string, unknown>,
    ) =>
      writer.append({
        userId: ctx.userId,
        orgId: ctx.orgId,
        action,
        recordType,
        recordId,
        requestId: ctx.requestId,
        details,
      }),
  };
}
