import type { FastifyRequest } from 'fastify';

/**
 * What the server's logs may hold: ids, codes and places, never clinical content. Database errors
 * carry the query's parameter values (message text, notes, subject IDs) in their message and
 * stack, and PostgreSQL's `detail` repeats key values: only the SQL text (placeholders) and the
 * error's code and place are kept. URLs lose their query string, and path segments that are
 * subject IDs are replaced.
 */

/** Path segments that follow these are personal data (a patient's subject ID). */
const PERSONAL_SEGMENTS = /\/(subjects)\/[^/?#]+/g;

export function loggablePath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(PERSONAL_SEGMENTS, '/$1/[redacted]');
}

/** The access log's view of a request (Fastify's `req` serializer). */
export function loggableRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggablePath(request.url),
    remoteAddress: request.ip,
  };
}

interface DatabaseErrorFields {
  code?: unknown;
  severity?: unknown;
  table?: unknown;
  constraint?: unknown;
  column?: unknown;
  routine?: unknown;
}

const isQueryError = (e: object): e is { query: string; params: unknown[] } =>
  'query' in e && 'params' in e && typeof e.query === 'string';
const isDatabaseError = (e: object): e is DatabaseErrorFields =>
  'code' in e && 'severity' in e && typeof e.code === 'string';

/** An error as it may be logged; its causes are followed for the database's code. */
export function loggableError(error: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {
    type: error instanceof Error ? error.name : typeof error,
  };
  let database = false;
  let e: unknown = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    if (isQueryError(e)) {
      database = true;
      out.query = e.query;
    }
    if (isDatabaseError(e)) {
      database = true;
      Object.assign(out, {
        dbCode: e.code,
        ...(typeof e.table === 'string' ? { dbTable: e.table } : {}),
        ...(typeof e.constraint === 'string' ? { dbConstraint: e.constraint } : {}),
        ...(typeof e.column === 'string' ? { dbColumn: e.column } : {}),
      });
    }
    e = (e as { cause?: unknown }).cause;
  }
  // Program errors keep their message and stack: they name code, not records.
  if (!database && error instanceof Error)
    Object.assign(out, { message: error.message, stack: error.stack });
  return out;
}
