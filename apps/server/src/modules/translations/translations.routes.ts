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
import { ok } from '../../lib/ok.js';
import { orgContextOf } from '../../plugins/access.js';
import type { TranslationsService } from './translations.service.js';

export async function translationsRoutes(
  app: FastifyInstance,
  { translations }: { translations: TranslationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
    async (request) => ({
      data: await translations.overrides(
        orgContextOf(request),
        request.query.source,
        request.query.locale,
      ),
    }),
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
      const { source, locale, entries } = request.body;
      await translations.apply(orgContextOf(request), source, locale, entries);
      return ok(null);
    },
  );
}
