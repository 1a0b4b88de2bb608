/** Why an image was refused. The server maps `httpStatus` directly onto its response. */
export type ImageErrorCode =
  'EMPTY_FILE' | 'FILE_TOO_LARGE' | 'TOO_MANY_PIXELS' | 'UNSUPPORTED_FORMAT' | 'CORRUPT_IMAGE';

const STATUS: Record<ImageErrorCode, 400 | 413 | 415> = {
  EMPTY_FILE: 400,
  FILE_TOO_LARGE: 413,
  TOO_MANY_PIXELS: 413,
  UNSUPPORTED_FORMAT: 415,
  CORRUPT_IMAGE: 400,
};

/** A typed refusal of an uploaded image; nothing should be stored when it is thrown. */
export class ImageIntakeError extends Error {
  readonly code: ImageErrorCode;
  readonly httpStatus: 400 | 413 | 415;
  /** i18n key for the UI, e.g. `image.error.tooManyPixels`. */
  readonly messageKey: string;
  readonly details: Record<string, unknown>;

  constructor(code: ImageErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ImageIntakeError';
    this.code = code;
    this.httpStatus = STATUS[code];
    this.messageKey = `image.error.${code.toLowerCase().replace(/_(\w)/g, (_m, c: string) => c.toUpperCase())}`;
    this.details = details;
  }
}

export const isImageIntakeError = (e: unknown): e is ImageIntakeError =>
  e instanceof ImageIntakeError;
