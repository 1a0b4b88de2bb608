import type { AuditAction } from '@dermadesk/contracts';
import type { Db } from '../../db/client.js';
import type { OrgId } from '../tenancy/org-id.js';
import type { Transaction } from '../tenancy/org-scope.js';
import { groupedAuditInsert, insertAuditRow, type AuditRow } from './audit.repository.js';

/**
 * Who acted, and where. A request's context (`OrgContext`, `UserContext` plus its org) fits as
 * it is; sign-in has no organisation; the system (retention, sweeps) has no user.
 */
export interface AuditActor {
  userId: string | null;
  orgId: OrgId | null;
  requestId: string | null;
}

/** What was acted on: its type (kebab-case noun), its id when there is one, and safe details. */
export interface AuditRecord {
  type: string;
  id?: string | number | null;
  /** Ids, counts and keys only: never clinical content, tokens or passwords. */
  details?: Record<string, unknown>;
}

/** The system acting inside one organisation (no user, no request): retention and sweeps. */
export const systemActor = (orgId: OrgId): AuditActor => ({
  userId: null,
  orgId,
  requestId: null,
});

function toRow(ctx: AuditActor, action: AuditAction, record: AuditRecord): AuditRow {
  return {
    userId: ctx.userId,
    orgId: ctx.orgId,
    action,
    recordType: record.type,
    recordId: record.id === undefined || record.id === null ? null : String(record.id),
    requestId: ctx.requestId,
    details: record.details ?? null,
  };
}

/**
 * The audit trail, one API: `record(ctx, action, record)`. Writes are grouped across concurrent
 * requests and each caller waits until its row is stored, so no response goes out before its
 * audit event. Inside a transaction, `within(tx).record(...)` writes with it instead.
 */
export function createAuditTrail(db: Db) {
  const append = groupedAuditInsert(db);
  return {
    record: (ctx: AuditActor, action: AuditAction, record: AuditRecord) =>
      append(toRow(ctx, action, record)),
    within: (tx: Transaction) => ({
      record: (ctx: AuditActor, action: AuditAction, record: AuditRecord) =>
        insertAuditRow(tx, toRow(ctx, action, record)),
    }),
  };
}
export type AuditTrail = ReturnType<typeof createAuditTrail>;
