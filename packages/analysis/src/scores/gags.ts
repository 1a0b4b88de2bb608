import { z } from 'zod';
import type { ScoreResult } from './types.js';
import { bandByUpperBound, finishResult, grade, invalidResult, parseInput } from './common.js';
import { weightedFields } from './weighted-fields.js';

// GAGS: Doshi et al. 1997, as tabulated by Adityan, Kumari & Thappa 2009 (A9).
const g = grade(4).nullish();
export const gagsInputSchema = z.strictObject({
  regions: z
    .strictObject({
      forehead: g,
      rightCheek: g,
      leftCheek: g,
      nose: g,
      chin: g,
      chestUpperBack: g,
    })
    .nullish(),
});
export type GagsInput = z.input<typeof gagsInputSchema>;

const FACTORS = [
  ['forehead', 2],
  ['rightCheek', 2],
  ['leftCheek', 2],
  ['nose', 1],
  ['chin', 1],
  ['chestUpperBack', 3],
] as const;
const BASE = {
  instrument: 'GAGS',
  formula: 'GAGS = Σ factor × grade of the most severe lesion (factors 2,2,2,1,1,3)',
  maxScore: 44,
} as const;

// "> 39" in the reproduced table leaves 39 unassigned; treated as ≥ 39 (A9 ⚠).
const gagsBand = (s: number) => ({
  band: bandByUpperBound(s, 'Doshi 1997 (39 counted as very severe)', [
    [0, 'no acne'],
    [18, 'mild'],
    [30, 'moderate'],
    [38, 'severe'],
    [44, 'very severe'],
  ]),
});

export function calculateGags(input: unknown): ScoreResult {
  const parsed = parseInput(gagsInputSchema, input);
  if (!parsed.ok) return invalidResult(BASE, parsed.errors);
  const outcome = weightedFields(FACTORS, parsed.data.regions ?? {}, 1);
  const missing = outcome.missing.map((k) => `regions.${k}`);
  return finishResult({ ...BASE, ...outcome, missing }, outcome.scaledTotal, 1, 0, gagsBand);
}
