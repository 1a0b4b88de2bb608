import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  amendmentBodySchema,
  amendmentSchema,
  successSchema,
  uploadParamsSchema,
} from '@dermadesk/contracts';
import { orgContextOf } from '../../plugins/access.js';
import type { AmendmentsService } from './amendments.service.js';
import { ok } from '../../lib/ok.js';

export async function amendmentsRoutes(
  app: FastifyInstance,
  { amendments }: { amendments: AmendmentsService },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/uploads/:id/amendments',
    {
      config: { access: 'org', demo: true },
      schema: {
        tags: ['uploads'],
        summary:
          "Amend a saved record's calculator input: a new version is stored, the previous one kept",
        params: uploadParamsSchema,
        body: amendmentBodySchema,
        response: { 200: successSchema(amendmentSchema) },
      },
    },
    async (request) =>
      ok(await amendments.amend(orgContextOf(request), request.params.id, request.body)),
  );
}
