import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoreParamsSchema, scoreResultSchema, successSchema } from '@dermadesk/contracts';
import { ok } from '../../lib/ok.js';
import { orgContextOf } from '../../plugins/access.js';
import type { ScoresService } from './scores.service.js';

export async function scoresRoutes(app: FastifyInstance, { scores }: { scores: ScoresService }) {
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
    async (request) =>
      ok(await scores.calculate(orgContextOf(request), request.params.instrument, request.body)),
  );
}
