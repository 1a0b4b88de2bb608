import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orgParamsSchema,
  setTranslationsBodySchema,
  successSchema,
  translationQuerySchema,
  translationResponseSchema,
} from '@dermadesk/contracts';
import type { Db } from '../../db/client.js';
import { orgContextOf } from '../../plugins/access.js';
import { createAuditTrail } from '../../platform/audit/audit-trail.js';
import { createTranslationsRepository } from './translations.repository.js';

export async function translationsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const audit = createAuditTrail(db);

  r.get(
    '/utility-service/cms/api/contents/translation',
    {
      config: { access: 'org' },
      schema: {
        tags: ['translations'],
        summary: "The current organisation's text overrides for one source and locale",
        querystring: translationQuerySchema,
        response: { 200: translationResponseSchema },
      },
    },
    async (request) => {
      const ctx = orgContextOf(request);
      const rows = await createTranslationsRepository(db, ctx.orgId).list(
        request.query.source,
        request.query.locale,
      );
      return { data: Object.fromEntries(rows.map((r) => [r.key, r.text])) };
    },
  );

  r.put(
    '/api/v1/orgs/:orgId/translations',
    {
      config: { access: 'org-admin' },
      schema: {
        tags: ['translations'],
        summary: 'Set or remove text overrides',
        params: orgParamsSchema,
        body: setTranslationsBodySchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      const ctx = orgContextOf(request);
      const { source, locale, entries } = request.body;
      await createTranslationsRepository(db, ctx.orgId).apply(source, locale, entries);
      await audit.record(ctx, 'update', { type: 'translation', id: `${source}/${locale}` });
      return { success: true as const, data: null };
    },
  );
}
