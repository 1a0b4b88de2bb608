import { z } from 'zod';
import { clinicianCalculatorSchema } from './analysis.js';

/**
 * POST /api/v1/uploads/{id}/amendments: a new version of the clinician's calculator input on a
 * saved record, with the score the browser showed (`null` when incomplete). The server recomputes
 * the score and refuses a mismatch, as it does when the record is first saved.
 */
export const amendmentBodySchema = z.object({
  input: z.record(z.string(), z.unknown()),
  score: z.number().nullable(),
});
export type AmendmentBody = z.infer<typeof amendmentBodySchema>;

/**
 * One amendment of a saved record: both versions are kept, with who changed it and when.
 * `previous` and `amended` are the calculator input before and after, as entered, each with the
 * score this server recomputes from it, so any earlier version can be shown as it was.
 */
export const amendmentSchema = z.object({
  id: z.number(),
  instrument: z.string(),
  amendedAt: z.iso.datetime(),
  amendedBy: z.string().nullable(),
  previousScore: z.number().nullable(),
  score: z.number().nullable(),
  previous: clinicianCalculatorSchema,
  amended: clinicianCalculatorSchema,
});
export type Amendment = z.infer<typeof amendmentSchema>;
