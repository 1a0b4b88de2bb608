import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditPageSchema,
  auditQuerySchema,
  orgParamsSchema,
  successSchema,
} from '@dermadesk/contracts';
import { ok } from '../../lib/ok.js';
import { orgContextOf } from '../../plugins/access.js';
import type { AuditEventsService } from './audit-events.service.js';

export async function auditRoutes(
  app: FastifyInstance,
  { auditEvents }: { auditEvents: AuditEventsService },
) {
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
    async (request) => ok(await auditEvents.list(orgContextOf(request), request.query)),
  );
}
