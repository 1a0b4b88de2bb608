import { z } from 'zod';
import type { ScoreResult } from './types.js';
import { bandByUpperBound, finishResult, invalidResult, isAbsent, parseInput } from './common.js';

// Hayashi et al. acne grading by inflammatory-lesion count on one half of the face (A9).
export const hayashiInputSchema = z.strictObject({
  inflammatoryLesionsHalfFace: z
    .number()
    .refine((v) => Number.isInteger(v) && v >= 0 && v <= 10000, {
      error: 'must be a whole number of lesions (≥ 0)',
    })
    .nullish(),
});
export type HayashiInput = z.input<typeof hayashiInputSchema>;

const BASE = {
  instrument: 'Hayashi',
  formula: 'count of papules + pustules on one half of the face',
  maxScore: null,
} as const;

export function calculateHayashi(input: unknown): ScoreResult {
  const parsed = parseInput(hayashiInputSchema, input);
  if (!parsed.ok) return invalidResult(BASE, parsed.errors);
  const n = parsed.data.inflammatoryLesionsHalfFace;
  const missing = isAbsent(n) ? ['inflammatoryLesionsHalfFace'] : [];
  const band = (s: number) => ({
    band: bandByUpperBound(s, 'Hayashi et al. (half face)', [
      [5, 'mild'],
      [20, 'moderate'],
      [50, 'severe'],
      [Number.MAX_SAFE_INTEGER, 'very severe'],
    ]),
  });
  return finishResult({ ...BASE, missing }, n ?? null, 1, 0, band);
}
