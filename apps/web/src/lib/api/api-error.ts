import type { ErrorCode } from '@dermadesk/contracts';

/**
 * - `http`: the server answered with an error status (code and status set).
 * - `access-denied`: the server verified the token and refused the organisation or action.
 * - `session-expired`: the session could not be renewed; the user has been logged out.
 * - `timeout` / `network`: no usable answer.
 */
export type ApiErrorKind = 'http' | 'access-denied' | 'session-expired' | 'timeout' | 'network';

/** Catalogue keys the UI shows for each kind; the client itself shows nothing. */
const messageKeys: Record<ApiErrorKind, string> = {
  http: 'errors.unexpected',
  'access-denied': 'noAccess.title',
  'session-expired': 'errors.sessionExpired',
  timeout: 'errors.unexpected',
  network: 'errors.unexpected',
};

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: ErrorCode | undefined;
  /** i18n key of the catalogue message for this error. */
  readonly messageKey: string;
  /** The server's `error.details` (e.g. `{ messageKey: 'image.error.corruptImage' }`). */
  readonly details: unknown;

  constructor(
    kind: ApiErrorKind,
    opts: {
      status?: number;
      code?: ErrorCode;
      message?: string;
      details?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(opts.message ?? `API ${kind}${opts.status ? ` ${opts.status}` : ''}`, {
      cause: opts.cause,
    });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = opts.status;
    this.code = opts.code;
    this.messageKey = messageKeys[kind];
    this.details = opts.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
