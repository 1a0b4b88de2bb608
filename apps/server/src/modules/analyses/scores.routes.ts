import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calculateScore } from '@dermadesk/analysis';
import { scoreParamsSchema, scoreResultSchema, successSchema } from '@dermadesk/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { orgContextOf } from '../../plugins/access.js';
import { createAuditTrail } from '../../platform/audit/audit-trail.js';

export async function scoresRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const audit = createAuditTrail(db);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/scores/:instrument',
    {
      config: { access: 'org', demo: true },
      schema: {
        tags: ['analysis'],
        summary:
          'A clinical score calculator (EASI, PASI, SALT, VASI, NAPSI, mMASI, GAGS, TDS, ...)',
        description:
          'The body is the instrument\'s input JSON. An incomplete input answers 200 with status "incomplete" and the missing fields; an invalid one answers 400 naming the fields.',
        params: scoreParamsSchema,
        body: z.unknown(),
        response: { 200: successSchema(scoreResultSchema) },
      },
    },
    async (request) => {
      const ctx = orgContextOf(request);
      const result = calculateScore(request.params.instrument, request.body);
      if (!result) throw AppError.notFound('instrument', request.params.instrument);
      if (result.status === 'invalid')
        throw AppError.badRequest('Invalid score input.', result.errors);
      // The inputs are clinical data: the audit records that a score was computed, not its content.
      await audit.record(ctx, 'create', { type: 'score', id: result.instrument });
      return { success: true as const, data: result };
    },
  );
}
