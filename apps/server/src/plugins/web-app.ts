import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFoundBody } from './errors.js';

const API_PREFIXES = ['/api/', '/oauth2/', '/.well-known/', '/utility-service/', '/auth-assets/'];

export const webDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

/**
 * Serves the built web app from the same origin. Unknown non-API GETs that accept HTML get the
 * SPA's index.html so client-side routes survive a reload; everything else gets a JSON 404.
 */
export async function webAppPlugin(app: FastifyInstance) {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders(res, file) {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url.startsWith(p));
    const wantsPage =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!isApi && wantsPage) {
      if (hasBuild) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply
        .type('text/html')
        .send(
          '<!doctype html><title>Dermadesk</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
        );
    }
    return reply.status(404).send(notFoundBody(request.method, request.url));
  });
}
