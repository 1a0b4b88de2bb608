import type { FastifyReply } from 'fastify';
import { NO_STORE } from '../plugins/cache-control.js';

/** Comment lines keep proxies from closing a stream that is waiting on a slow model. */
const KEEP_ALIVE_MS = 15_000;

/**
 * Takes over the response for server-sent events. `signal` aborts when the browser goes away
 * (stop button, closed tab), which the caller passes on to cancel the upstream model call.
 */
export interface EventStream {
  signal: AbortSignal;
  send(event: string, data: unknown): void;
  end(): void;
}

export function openEventStream(reply: FastifyReply): EventStream {
  const controller = new AbortController();
  const res = reply.raw;
  reply.hijack();
  // Headers set by hooks so far (security headers, request id) still apply.
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    // Hijacked, so the API's cache rule (plugins/cache-control.ts) is applied here by hand.
    'cache-control': `${NO_STORE}, no-transform`,
    'x-accel-buffering': 'no',
    'x-request-id': reply.request.id,
  });
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  keepAlive.unref();
  res.on('close', () => {
    clearInterval(keepAlive);
    if (!res.writableEnded) controller.abort();
  });
  return {
    signal: controller.signal,
    send(event: string, data: unknown) {
      if (res.writableEnded || res.destroyed) return;
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      clearInterval(keepAlive);
      if (!res.writableEnded) res.end();
    },
  };
}
