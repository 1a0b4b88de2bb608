import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MetricsRegistry } from '../../plugins/metrics.js';
import type { BlobStore } from '../../storage/blob-store.js';

const status = z.object({ status: z.string() });
const readiness = z.object({
  status: z.enum(['ready', 'shutting-down', 'database-unavailable', 'storage-unavailable']),
  database: z.enum(['ok', 'unavailable']).optional(),
  storage: z.enum(['ok', 'unavailable']).optional(),
});

/** How long one object-store check answers /readyz: probes every few seconds cost nothing. */
const STORAGE_CHECK_MS = 5_000;
const tags = ['operations'];

export async function healthRoutes(
  app: FastifyInstance,
  deps: {
    /** Only a ping: readiness asks whether the database answers, never what it holds. */
    database: { ping(): Promise<void> };
    blobs: BlobStore;
    metrics: MetricsRegistry;
    isShuttingDown: () => boolean;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  let storageCheck: { at: number; ok: Promise<boolean> } | undefined;
  const storageOk = () => {
    const now = Date.now();
    if (!storageCheck || now - storageCheck.at > STORAGE_CHECK_MS) {
      storageCheck = {
        at: now,
        ok: deps.blobs.ping().then(
          () => true,
          () => false,
        ),
      };
    }
    return storageCheck.ok;
  };

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
        summary: 'Readiness: database and file storage reachable, not shutting down',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_request, reply) => {
      if (deps.isShuttingDown()) return reply.status(503).send({ status: 'shutting-down' });
      const [database, storage] = await Promise.all([
        deps.database.ping().then(
          () => 'ok' as const,
          () => 'unavailable' as const,
        ),
        storageOk().then((ok) => (ok ? ('ok' as const) : ('unavailable' as const))),
      ]);
      if (database === 'ok' && storage === 'ok')
        return { status: 'ready' as const, database, storage };
      const status = database === 'ok' ? 'storage-unavailable' : 'database-unavailable';
      return reply.status(503).send({ status, database, storage });
    },
  );

  r.get(
    '/metrics',
    { config: { access: 'public' }, schema: { tags, summary: 'Prometheus metrics (text format)' } },
    async (_request, reply) =>
      reply.type(deps.metrics.contentType).send(await deps.metrics.metrics()),
  );
}
