import { z } from 'zod';

/** Every API error carries one of these codes; the web app maps them to catalogue messages. */
export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'NO_PAGE_ACCESS',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  /** An AI feature whose provider is not configured or not enabled for the organisation. */
  'AI_UNAVAILABLE',
  /** The organisation's monthly token budget is used up. */
  'AI_BUDGET_EXCEEDED',
  /** The organisation already has as many provider calls in flight as its limit allows. */
  'AI_BUSY',
  /** The provider answered with an error or not at all. */
  'AI_PROVIDER_FAILED',
  /** The file store (disk or S3) cannot be reached; nothing was stored. */
  'STORAGE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Wraps a payload schema in the `{ success: true, data }` envelope every route answers with. */
export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
