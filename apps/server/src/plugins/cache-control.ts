import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An API route whose answer may be cached, and how; the default is `private, no-store`. */
    cacheControl?: string;
  }
}

/** What no browser or proxy may keep: API answers hold health data unless a route says not. */
export const NO_STORE = 'private, no-store';

/**
 * One rule for every API answer, errors and unknown paths included: `private, no-store`, unless
 * the route declares its own `cacheControl` (remote config). Handlers do not set it themselves.
 */
export function registerCacheControl(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    reply.header('cache-control', request.routeOptions.config?.cacheControl ?? NO_STORE);
  });
}
