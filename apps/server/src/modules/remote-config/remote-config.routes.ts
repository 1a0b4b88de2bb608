import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { remoteConfigSchema, successSchema } from '@dermadesk/contracts';
import type { RemoteConfigService } from './remote-config.service.js';
import { ok } from '../../lib/ok.js';

export async function remoteConfigRoutes(
  app: FastifyInstance,
  { remoteConfig }: { remoteConfig: RemoteConfigService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/remote-config',
    {
      // Not health data, and read on every screen: browsers may keep it for 30 s.
      config: { access: 'user', cacheControl: 'private, max-age=30' },
      schema: {
        tags: ['configuration'],
        summary: 'Remote configuration values (cache 30 s, ETag)',
        response: {
          200: successSchema(remoteConfigSchema),
          304: z.null().describe('Not modified'),
        },
      },
    },
    async (request, reply) => {
      const { values, etag } = await remoteConfig.read();
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return ok(values);
    },
  );
}
