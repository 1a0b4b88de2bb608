import { z } from 'zod';
import type { ScoreResult } from './types.js';
import { areaGrade, finishResult, grade, invalidResult, parseInput } from './common.js';
import { weightedRegions } from './weighted-regions.js';

// PASI: Fredriksson & Pettersson, Dermatologica 1978 (A2). Half grades are not defined: rejected.
const sign = grade(4).nullish();
const region = z
  .strictObject({ area: areaGrade.nullish(), erythema: sign, induration: sign, desquamation: sign })
  .nullish();

export const pasiInputSchema = z.strictObject({
  regions: z
    .strictObject({ head: region, upperLimbs: region, trunk: region, lowerLimbs: region })
    .nullish(),
});
export type PasiInput = z.input<typeof pasiInputSchema>;

const REGIONS = [
  { key: 'head', weight10: 1 },
  { key: 'upperLimbs', weight10: 2 },
  { key: 'trunk', weight10: 3 },
  { key: 'lowerLimbs', weight10: 4 },
] as const;

const BASE = {
  instrument: 'PASI',
  formula:
    'PASI = 0.1·(E+I+D)head·A + 0.2·(E+I+D)upper·A + 0.3·(E+I+D)trunk·A + 0.4·(E+I+D)lower·A',
  maxScore: 72,
} as const;

/** Finlay 2005 "Rule of Tens": PASI > 10 is one criterion of current severe psoriasis. */
function pasiBand(scaled: number) {
  return {
    band: {
      label: scaled > 100 ? 'PASI criterion of severe psoriasis met (> 10)' : 'PASI ≤ 10',
      scheme: 'Finlay 2005 Rule of Tens (PASI > 10)',
    },
  };
}

export function calculatePasi(input: unknown): ScoreResult {
  const parsed = parseInput(pasiInputSchema, input);
  if (!parsed.ok) return invalidResult(BASE, parsed.errors);
  const outcome = weightedRegions(
    { regions: REGIONS, signs: ['erythema', 'induration', 'desquamation'], signScale: 1 },
    parsed.data.regions,
  );
  return finishResult({ ...BASE, ...outcome }, outcome.scaledTotal, 10, 1, pasiBand);
}

/** Relative change (baseline − current) / baseline; null when the baseline is 0 (A2). */
export function relativeChange(baseline: number, current: number): number | null {
  if (baseline === 0) return null;
  return (baseline - current) / baseline;
}
