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

export function createAuditWriter(db: Db) {
  return {
    async append(entry: AuditEntry) {
      await db.insert(auditEvents).values({
        ...entry,
        recordId: entry.recordId ?? null,
        requestId: entry.requestId ?? null,
        details: entry.details ?? null,
      });
    },
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
