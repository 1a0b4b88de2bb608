import { z } from 'zod';
import type { ScoreResult } from './types.js';
import { finishResult, invalidResult, parseInput } from './common.js';
import { weightedFields } from './weighted-fields.js';

// 7-point checklist: Argenziano et al., Arch Dermatol 1998 (A8). Threshold ≥ 3 (original) or ≥ 1.
const c = z.boolean().nullish();
export const sevenPointInputSchema = z.strictObject({
  version: z.enum(['original', 'revised']).default('original'),
  atypicalNetwork: c,
  blueWhitishVeil: c,
  atypicalVascularPattern: c,
  irregularStreaks: c,
  irregularDotsGlobules: c,
  irregularBlotches: c,
  regressionStructures: c,
});
export type SevenPointInput = z.input<typeof sevenPointInputSchema>;

const POINTS = [
  ['atypicalNetwork', 2],
  ['blueWhitishVeil', 2],
  ['atypicalVascularPattern', 2],
  ['irregularStreaks', 1],
  ['irregularDotsGlobules', 1],
  ['irregularBlotches', 1],
  ['regressionStructures', 1],
] as const;
const BASE = {
  instrument: 'SevenPoint',
  formula: '2 points per major criterion (3), 1 per minor criterion (4); range 0–10',
  maxScore: 10,
} as const;

export function calculateSevenPoint(input: unknown): ScoreResult {
  const parsed = parseInput(sevenPointInputSchema, input);
  if (!parsed.ok) return invalidResult(BASE, parsed.errors);
  const { version, ...criteria } = parsed.data;
  const numeric = Object.fromEntries(
    Object.entries(criteria).map(([k, v]) => [k, typeof v === 'boolean' ? Number(v) : v]),
  );
  const outcome = weightedFields(POINTS, numeric, 1);
  const threshold = version === 'original' ? 3 : 1;
  const band = (s: number) => ({
    band: {
      label:
        s >= threshold
          ? `at or above threshold (≥ ${threshold})`
          : `below threshold (< ${threshold})`,
      scheme: version === 'original' ? 'Argenziano 1998 (≥ 3)' : 'revised 7-point checklist (≥ 1)',
    },
  });
  return finishResult({ ...BASE, variant: version, ...outcome }, outcome.scaledTotal, 1, 0, band);
}
