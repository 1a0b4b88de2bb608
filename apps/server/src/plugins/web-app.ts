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

/** Vite names every file under assets/ by its content hash: a new build means a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface WebAppOptions {
  /** The built web app (tests point it at a directory of their own). */
  root?: string;
}

/**
 * Serves the built web app from the same origin. Unknown non-API GETs that accept HTML get the
 * SPA's index.html so client-side routes survive a reload; everything else gets a JSON 404.
 * The build writes a brotli (.br) and a gzip (.gz) copy beside each text file; the client's
 * Accept-Encoding picks one, so nothing is compressed per request.
 */
export async function webAppPlugin(app: FastifyInstance, options: WebAppOptions = {}) {
  const root = options.root ?? webDistDir;
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    const assetsDir = `${path.sep}assets${path.sep}`;
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Hashed assets never change; index.html (and the unhashed favicon) must be revalidated.
      setHeaders(res, file) {
        res.header('cache-control', file.includes(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url.startsWith(p));
    const wantsPage =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!isApi && wantsPage) {
      if (hasBuild) return reply.sendFile('index.html');
      return reply
        .type('text/html')
        .send(
          '<!doctype html><title>Dermadesk</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
        );
    }
    return reply.status(404).send(notFoundBody(request.method, request.url));
  });
}
