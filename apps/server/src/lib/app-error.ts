import type { ErrorCode } from '@dermadesk/contracts';

const statusOf: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  NO_PAGE_ACCESS: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  AI_UNAVAILABLE: 503,
  AI_BUDGET_EXCEEDED: 429,
  AI_BUSY: 429,
  AI_PROVIDER_FAILED: 502,
  STORAGE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error type services throw; the error handler turns it into the JSON envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.statusCode = statusOf[code];
  }

  static badRequest(message: string, details?: unknown) {
    return new AppError('BAD_REQUEST', message, details);
  }
  static unauthenticated(message = 'A valid bearer token is required.') {
    return new AppError('UNAUTHENTICATED', message);
  }
  static noPageAccess() {
    return new AppError('NO_PAGE_ACCESS', "Sorry, you don't have to access this page");
  }
  static forbidden(message = 'You are not allowed to do this.') {
    return new AppError('FORBIDDEN', message);
  }
  /** Also used for records of another organisation, so a denial never reveals existence. */
  static notFound(kind: string, id?: string) {
    return new AppError('NOT_FOUND', id ? `No ${kind} with id ${id}.` : `No such ${kind}.`);
  }
  static conflict(message: string) {
    return new AppError('CONFLICT', message);
  }
}
