import { z } from 'zod';
import type { ScoreResult } from './types.js';
import { decimalIn, finishResult, invalidResult, parseInput } from './common.js';
import { weightedFields } from './weighted-fields.js';

// SALT: Olsen et al., J Am Acad Dermatol 2004 and 2018 (A3). Weights of scalp area per view.
const view = decimalIn(0, 100, 1).nullish();
export const saltInputSchema = z.strictObject({
  vertex: view,
  posterior: view,
  rightSide: view,
  leftSide: view,
});
export type SaltInput = z.input<typeof saltInputSchema>;

const VIEWS = [
  ['vertex', 40],
  ['posterior', 24],
  ['rightSide', 18],
  ['leftSide', 18],
] as const;
const BASE = {
  instrument: 'SALT',
  formula: 'SALT = 0.40·vertex + 0.24·posterior + 0.18·right side + 0.18·left side (% hair loss)',
  maxScore: 100,
} as const;

/** scaled = SALT × 1000 (percentages carry one decimal). */
function saltBands(scaled: number) {
  const s = scaled / 1000;
  const olsen =
    s === 0 ? 'S0' : s < 25 ? 'S1' : s < 50 ? 'S2' : s < 75 ? 'S3' : s < 100 ? 'S4' : 'S5';
  const grouping = s <= 20 ? 'mild/limited' : s < 50 ? 'moderate' : 'severe';
  return {
    band: { label: olsen, scheme: 'Olsen 2004 S grades' },
    otherBands: [{ label: grouping, scheme: 'SALT ≤20 / 21–49 / ≥50 grouping (NAAF)' }],
  };
}

export function calculateSalt(input: unknown): ScoreResult {
  const parsed = parseInput(saltInputSchema, input);
  if (!parsed.ok) return invalidResult(BASE, parsed.errors);
  const outcome = weightedFields(VIEWS, parsed.data, 1000, 10);
  return finishResult({ ...BASE, ...outcome }, outcome.scaledTotal, 1000, 1, saltBands);
}
