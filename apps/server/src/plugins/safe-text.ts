import type { FastifyInstance } from 'fastify';
import { isUnsafeText, UNSAFE_TEXT_MESSAGE, unsafeTextPath } from '@dermadesk/contracts';
import { AppError } from '../lib/app-error.js';

/** A 400 naming the field, shaped like the schema validation errors. */
export function unsafeTextError(where: string, path: string) {
  return AppError.badRequest(`Invalid request ${where}.`, [{ path, message: UNSAFE_TEXT_MESSAGE }]);
}

/** Throws unsafeTextError when a multipart field (or file name) holds text the database refuses. */
export function assertSafeField(name: string, text: string) {
  if (isUnsafeText(text)) throw unsafeTextError('body', `/${name}`);
}

/**
 * Refuses NUL characters and unpaired surrogates in every route's parameters, query and JSON
 * body before validation, so no handler can pass them to the database (which answers with an
 * error, not a refusal). Multipart fields are checked as they are read (lib/multipart.ts).
 */
export function registerSafeText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['path', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = unsafeTextPath(value);
      if (path) throw unsafeTextError(where, path);
    }
  });
}
