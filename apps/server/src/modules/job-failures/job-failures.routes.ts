import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  jobFailureParamsSchema,
  jobFailureSchema,
  jobFailuresQuerySchema,
  jobRetrySchema,
  orgParamsSchema,
  successSchema,
} from '@dermadesk/contracts';
import { orgContextOf } from '../../plugins/access.js';
import type { JobFailuresService } from './job-failures.service.js';
import { ok } from '../../lib/ok.js';

const tags = ['jobs'];

export async function jobFailuresRoutes(
  app: FastifyInstance,
  { jobFailures }: { jobFailures: JobFailuresService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/orgs/:orgId/jobs/failed',
    {
      config: { access: 'org-admin' },
      schema: {
        tags,
        summary: "The organisation's background jobs that failed on every attempt, newest first",
        params: orgParamsSchema,
        querystring: jobFailuresQuerySchema,
        response: { 200: successSchema(z.array(jobFailureSchema)) },
      },
    },
    async (request) => ok(await jobFailures.list(orgContextOf(request), request.query.limit)),
  );

  r.post(
    '/api/v1/orgs/:orgId/jobs/failed/:failureId/retry',
    {
      config: { access: 'org-admin' },
      schema: {
        tags,
        summary: 'Runs a failed job again with its original input',
        params: jobFailureParamsSchema,
        response: { 202: successSchema(jobRetrySchema) },
      },
    },
    async (request, reply) => {
      const data = await jobFailures.retry(orgContextOf(request), request.params.failureId);
      return reply.status(202).send(ok(data));
    },
  );
}
