import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditPageSchema,
  auditQuerySchema,
  orgParamsSchema,
  successSchema,
  type AuditAction,
} from '@dermadesk/contracts';
import type { Db } from '../../db/client.js';
import { orgContextOf } from '../../plugins/access.js';
import { createAuditReader } from './audit.repository.js';

export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/orgs/:orgId/audit-events',
    {
      config: { access: 'org-admin' },
      schema: {
        tags: ['audit'],
        summary: "The organisation's audit trail, newest first",
        params: orgParamsSchema,
        querystring: auditQuerySchema,
        response: { 200: successSchema(auditPageSchema) },
      },
    },
    async (request) => {
      const ctx = orgContextOf(request);
      const rows = await createAuditReader(db, ctx.orgId).list(request.query);
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
      const nextBefore = rows.length === request.query.limit ? (items.at(-1)?.id ?? null) : null;
      return { success: true as const, data: { items, nextBefore } };
    },
  );
}
