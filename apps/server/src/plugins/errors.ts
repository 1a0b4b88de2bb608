import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse } from '@dermadesk/contracts';
import { AppError } from '../lib/app-error.js';
import { loggableError } from './log-safety.js';

function body(code: ErrorCode, message: string, details?: unknown): ErrorResponse {
  return {
    success: false,
    error: details === undefined ? { code, message } : { code, message, details },
  };
}

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * One place shapes every error: typed AppErrors and 4xx framework errors keep their message;
 * anything else is logged and answered with a generic 500, never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: v.instancePath || '/',
        message: v.message,
      }));
      return reply
        .status(400)
        .send(
          body('BAD_REQUEST', `Invalid request ${error.validationContext ?? 'input'}.`, details),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(codeByStatus[status] ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ error: loggableError(error) }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side.'));
  });
}

/** The JSON 404 for API paths (the web app plugin serves the SPA for the rest). */
export function notFoundBody(method: string, url: string): ErrorResponse {
  return body('NOT_FOUND', `No route ${method} ${url.split('?')[0]}.`);
}
