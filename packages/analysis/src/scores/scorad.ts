import { z } from 'zod';
import type { ScoreResult } from './types.js';
import {
  bandByUpperBound,
  decimalIn,
  finishResult,
  grade,
  invalidResult,
  parseInput,
} from './common.js';
import { weightedFields } from './weighted-fields.js';

// SCORAD: European Task Force on Atopic Dermatitis, Dermatology 1993 (A7): A/5 + 7B/2 + C.
const item = grade(3).nullish();
const vas = decimalIn(0, 10, 1).nullish();
export const scoradInputSchema = z.strictObject({
  /** A: extent, % of body surface by the rule of nines. */
  extentPercent: decimalIn(0, 100, 1).nullish(),
  erythema: item,
  edema: item,
  oozingCrusting: item,
  excoriation: item,
  lichenification: item,
  dryness: item,
  /** C: patient-reported visual analogue scales, never estimated from images. */
  itch: vas,
  sleeplessness: vas,
});
export type ScoradInput = z.input<typeof scoradInputSchema>;

const INTENSITY = [
  'erythema',
  'edema',
  'oozingCrusting',
  'excoriation',
  'lichenification',
  'dryness',
] as const;
// score × 100 = 2·(10A) + 35·(10B) + 10·(10C): integers with one-decimal inputs.
const OBJECTIVE = [['extentPercent', 2], ...INTENSITY.map((k) => [k, 35] as const)] as const;
const FULL = [...OBJECTIVE, ['itch', 10], ['sleeplessness', 10]] as const;

const scoradBand = (s: number) => ({
  band: bandByUpperBound(s, 'Chopra 2017 strata', [
    [999, 'clear'],
    [2899, 'mild'],
    [4899, 'moderate'],
    [10300, 'severe'],
  ]),
});

function calculate(input: unknown, objective: boolean): ScoreResult {
  const base = objective
    ? { instrument: 'oSCORAD' as const, formula: 'oSCORAD = A/5 + 7B/2', maxScore: 83 }
    : { instrument: 'SCORAD' as const, formula: 'SCORAD = A/5 + 7B/2 + C', maxScore: 103 };
  const parsed = parseInput(scoradInputSchema, input);
  if (!parsed.ok) return invalidResult(base, parsed.errors);
  const outcome = weightedFields(objective ? OBJECTIVE : FULL, parsed.data, 100, 10);
  // Objective SCORAD bands (Kunz 1997) were not verified: number only.
  const bands = objective ? undefined : scoradBand;
  return finishResult({ ...base, ...outcome }, outcome.scaledTotal, 100, 1, bands);
}

export const calculateScorad = (input: unknown): ScoreResult => calculate(input, false);
export const calculateOscorad = (input: unknown): ScoreResult => calculate(input, true);
