import type { AuditAction, AuditPage, AuditQuery } from '@dermadesk/contracts';
import type { OrgContext } from '../../lib/request-context.js';
import type { OrgScope } from '../tenancy/org-scope.js';
import type { AuditReader } from './audit.repository.js';

/** The organisation's audit trail as its admins page through it, newest first. */
export function createAuditEventsService(deps: { reader: OrgScope<AuditReader> }) {
  return {
    async list(ctx: OrgContext, query: AuditQuery): Promise<AuditPage> {
      const rows = await deps.reader(ctx).list(query);
      const items = rows.map((e) => ({
        id: e.id.toString(),
        at: e.at.toISOString(),
        userId: e.userId,
        orgId: e.orgId,
        action: e.action as AuditAction,
        recordType: e.recordType,
        recordId: e.recordId,
        requestId: e.requestId,
      }));
      const nextBefore = rows.length === query.limit ? (items.at(-1)?.id ?? null) : null;
      return { items, nextBefore };
    },
  };
}
export type AuditEventsService = ReturnType<typeof createAuditEventsService>;
