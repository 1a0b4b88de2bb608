import { z } from 'zod';
import type { ScoreResult } from './types.js';
import { areaGrade, finishResult, grade, invalidResult, parseInput } from './common.js';
import { weightedRegions } from './weighted-regions.js';

// MASI: Kimbrough-Green et al.; mMASI: Pandya et al., J Am Acad Dermatol 2011 (A6).
const g = grade(4).nullish();
const region = z.strictObject({ area: areaGrade.nullish(), darkness: g, homogeneity: g }).nullish();

export const masiInputSchema = z.strictObject({
  regions: z
    .strictObject({ forehead: region, rightMalar: region, leftMalar: region, chin: region })
    .nullish(),
});
export type MasiInput = z.input<typeof masiInputSchema>;

const REGIONS = [
  { key: 'forehead', weight10: 3 },
  { key: 'rightMalar', weight10: 3 },
  { key: 'leftMalar', weight10: 3 },
  { key: 'chin', weight10: 1 },
] as const;

function calculate(input: unknown, modified: boolean): ScoreResult {
  const base = modified
    ? {
        instrument: 'mMASI' as const,
        formula:
          'mMASI = 0.3·A·D (forehead) + 0.3·A·D (right malar) + 0.3·A·D (left malar) + 0.1·A·D (chin)',
        maxScore: 24,
      }
    : {
        instrument: 'MASI' as const,
        formula:
          'MASI = 0.3·A·(D+H) forehead + 0.3·A·(D+H) right malar + 0.3·A·(D+H) left malar + 0.1·A·(D+H) chin',
        maxScore: 48,
      };
  const parsed = parseInput(masiInputSchema, input);
  if (!parsed.ok) return invalidResult(base, parsed.errors);
  const signs = modified ? ['darkness'] : ['darkness', 'homogeneity'];
  const outcome = weightedRegions({ regions: REGIONS, signs, signScale: 1 }, parsed.data.regions);
  // No banding verified for MASI or mMASI (clinical-scoring.md A6): report the number only.
  return finishResult({ ...base, ...outcome }, outcome.scaledTotal, 10, 1);
}

/** Modified MASI (no homogeneity); homogeneity may be present and is ignored. */
export const calculateMmasi = (input: unknown): ScoreResult => calculate(input, true);
export const calculateMasi = (input: unknown): ScoreResult => calculate(input, false);
