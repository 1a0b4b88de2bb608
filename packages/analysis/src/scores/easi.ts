import { z } from 'zod';
import type { ScoreResult } from './types.js';
import {
  areaGrade,
  bandByUpperBound,
  finishResult,
  grade,
  invalidResult,
  isAbsent,
  parseInput,
} from './common.js';
import { weightedRegions } from './weighted-regions.js';

// EASI: Hanifin et al., Exp Dermatol 2001; weights and 0–7-year variant per DermNet NZ (A1).
const sign = grade(3, 0.5).nullish();
const region = z
  .strictObject({
    area: areaGrade.nullish(),
    erythema: sign,
    edema: sign,
    excoriation: sign,
    lichenification: sign,
  })
  .nullish();

export const easiInputSchema = z.strictObject({
  ageYears: z
    .number()
    .refine((v) => v >= 0 && v <= 130, { error: 'must be an age from 0 to 130 years' })
    .nullish(),
  regions: z
    .strictObject({ headNeck: region, upperLimbs: region, trunk: region, lowerLimbs: region })
    .nullish(),
});
export type EasiInput = z.input<typeof easiInputSchema>;

const SIGNS = ['erythema', 'edema', 'excoriation', 'lichenification'] as const;
const ADULT = [
  { key: 'headNeck', weight10: 1 },
  { key: 'upperLimbs', weight10: 2 },
  { key: 'trunk', weight10: 3 },
  { key: 'lowerLimbs', weight10: 4 },
] as const;
const CHILD = [
  { key: 'headNeck', weight10: 2 },
  { key: 'upperLimbs', weight10: 2 },
  { key: 'trunk', weight10: 3 },
  { key: 'lowerLimbs', weight10: 3 },
] as const;

const FORMULA =
  'EASI = Σ w·(erythema+edema+excoriation+lichenification)·area; w = 0.1/0.2/0.3/0.4 ' +
  '(head-neck/upper/trunk/lower), 0.2/0.2/0.3/0.3 under 8 years';
const BASE = { instrument: 'EASI', formula: FORMULA, maxScore: 72 } as const;

/** Leshem et al. 2015 bands on the unrounded value; scaled = EASI × 20. */
export function easiBand(scaled: number) {
  return {
    band: bandByUpperBound(scaled, 'Leshem 2015', [
      [0, 'clear'],
      [20, 'almost clear'],
      [140, 'mild'],
      [420, 'moderate'],
      [1000, 'severe'],
      [1440, 'very severe'],
    ]),
  };
}

/** EASI from clinician grades. Children under 8 years use the 0–7-year weights. */
export function calculateEasi(input: unknown): ScoreResult {
  const parsed = parseInput(easiInputSchema, input);
  if (!parsed.ok) return invalidResult(BASE, parsed.errors);
  const { ageYears, regions } = parsed.data;
  const child = !isAbsent(ageYears) && ageYears < 8;
  const outcome = weightedRegions(
    { regions: child ? CHILD : ADULT, signs: SIGNS, signScale: 2 },
    regions,
  );
  const missing = isAbsent(ageYears) ? ['ageYears', ...outcome.missing] : outcome.missing;
  return finishResult(
    {
      ...BASE,
      ...(isAbsent(ageYears) ? {} : { variant: child ? 'weights-0-7y' : 'weights-8y-and-over' }),
      breakdown: outcome.breakdown,
      missing,
      warnings: outcome.warnings,
    },
    isAbsent(ageYears) ? null : outcome.scaledTotal,
    20,
    1,
    easiBand,
  );
}
