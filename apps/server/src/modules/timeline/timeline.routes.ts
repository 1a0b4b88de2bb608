import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { subjectParamsSchema, successSchema, timelineSchema } from '@dermadesk/contracts';
import { ok } from '../../lib/ok.js';
import { orgContextOf } from '../../plugins/access.js';
import type { TimelineService } from './timeline.service.js';

export async function timelineRoutes(
  app: FastifyInstance,
  { timeline }: { timeline: TimelineService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/subjects/:subjectId/timeline',
    {
      config: { access: 'org', demo: true },
      schema: {
        tags: ['uploads'],
        summary: 'Every live upload of one subject, oldest first, with server-computed scores',
        params: subjectParamsSchema,
        response: { 200: successSchema(timelineSchema) },
      },
    },
    async (request) => ok(await timeline.timeline(orgContextOf(request), request.params.subjectId)),
  );
}
