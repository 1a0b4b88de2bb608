import { z } from 'zod';
import { orgIdSchema } from './orgs.js';

/** A background job of the organisation that failed on every attempt: what, when and why. */
export const jobFailureSchema = z.object({
  id: z.uuid(),
  /** The job type, as named in the server's job registry (e.g. `transcribe-audio`). */
  job: z.string(),
  /** The job's input: record ids, never clinical content. */
  payload: z.record(z.string(), z.unknown()),
  error: z.string(),
  attempts: z.number().int(),
  failedAt: z.iso.datetime(),
  retriedAt: z.iso.datetime().nullable(),
});
export type JobFailure = z.infer<typeof jobFailureSchema>;

export const jobFailuresQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const jobFailureParamsSchema = z.object({ orgId: orgIdSchema, failureId: z.uuid() });
export const jobRetrySchema = z.object({ jobId: z.string().nullable() });
