import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { MetricsRegistry } from '../../plugins/metrics.js';

const status = z.object({ status: z.string() });
const tags = ['operations'];

export async function healthRoutes(
  app: FastifyInstance,
  deps: { database: Database; metrics: MetricsRegistry; isShuttingDown: () => boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Liveness', response: { 200: status } },
    },
    async () => ({ status: 'ok' }),
  );

  r.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Readiness: database reachable, not shutting down',
        response: { 200: status, 503: status },
      },
    },
    async (_request, reply) => {
      if (deps.isShuttingDown()) return reply.status(503).send({ status: 'shutting-down' });
      try {
        await deps.database.ping();
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'database-unavailable' });
      }
    },
  );

  r.get(
    '/metrics',
    { config: { access: 'public' }, schema: { tags, summary: 'Prometheus metrics (text format)' } },
    async (_request, reply) =>
      reply.type(deps.metrics.contentType).send(await deps.metrics.metrics()),
  );
}
