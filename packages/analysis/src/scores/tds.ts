import { z } from 'zod';
import type { ScoreResult } from './types.js';
import { bandByUpperBound, finishResult, grade, invalidResult, parseInput } from './common.js';
import { weightedFields } from './weighted-fields.js';

// ABCD rule of dermoscopy, Stolz et al. 1994 (A8). For lesions already judged melanocytic.
export const tdsInputSchema = z.strictObject({
  asymmetry: grade(2).nullish(),
  border: grade(8).nullish(),
  colors: grade(6, 1, 1).nullish(),
  structures: grade(5, 1, 1).nullish(),
});
export type TdsInput = z.input<typeof tdsInputSchema>;

const WEIGHTS = [
  ['asymmetry', 13],
  ['border', 1],
  ['colors', 5],
  ['structures', 5],
] as const;
const BASE = {
  instrument: 'TDS',
  formula: 'TDS = 1.3·A + 0.1·B + 0.5·C + 0.5·D',
  maxScore: 8.9,
} as const;

/** On TDS × 10 (always an integer): ≤ 47 benign, 48–54 suspicious, ≥ 55 highly suggestive. */
const tdsBand = (s: number) => ({
  band: bandByUpperBound(s, 'Stolz 1994 cut-offs 4.75 / 5.45', [
    [47, 'benign melanocytic lesion range (< 4.75)'],
    [54, 'suspicious range (4.75–5.45)'],
    [89, 'range highly suggestive of melanoma (> 5.45)'],
  ]),
});

export function calculateTds(input: unknown): ScoreResult {
  const parsed = parseInput(tdsInputSchema, input);
  if (!parsed.ok) return invalidResult(BASE, parsed.errors);
  const outcome = weightedFields(WEIGHTS, parsed.data, 10);
  return finishResult({ ...BASE, ...outcome }, outcome.scaledTotal, 10, 1, tdsBand);
}
