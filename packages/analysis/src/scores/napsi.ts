import { z } from 'zod';
import type { BreakdownEntry, ScoreResult } from './types.js';
import { finishResult, grade, invalidResult, isAbsent, parseInput } from './common.js';

// NAPSI: Rich & Scher, J Am Acad Dermatol 2003 (A5): quadrants with any matrix / bed sign.
export const napsiInputSchema = z.strictObject({
  nails: z
    .array(
      z.strictObject({
        nail: z.string().min(1, { error: 'must name the nail' }),
        matrix: grade(4).nullish(),
        bed: grade(4).nullish(),
      }),
    )
    .max(20, { error: 'at most 20 nails (fingers and toes)' }),
});
export type NapsiInput = z.input<typeof napsiInputSchema>;

const FORMULA = 'NAPSI = Σ nails (matrix quadrants 0–4 + bed quadrants 0–4)';

export function calculateNapsi(input: unknown): ScoreResult {
  const parsed = parseInput(napsiInputSchema, input);
  if (!parsed.ok)
    return invalidResult({ instrument: 'NAPSI', formula: FORMULA, maxScore: null }, parsed.errors);
  const { nails } = parsed.data;
  const base = { instrument: 'NAPSI' as const, formula: FORMULA, maxScore: 8 * nails.length };
  const seen = new Set<string>();
  for (const n of nails) {
    if (seen.has(n.nail))
      return invalidResult(base, [
        { field: 'nails', message: `nails: "${n.nail}" is listed twice` },
      ]);
    seen.add(n.nail);
  }
  const breakdown: Record<string, BreakdownEntry> = {};
  const missing: string[] = nails.length === 0 ? ['nails'] : [];
  let total = 0;
  for (const n of nails) {
    if (isAbsent(n.matrix)) missing.push(`nails.${n.nail}.matrix`);
    if (isAbsent(n.bed)) missing.push(`nails.${n.nail}.bed`);
    const term = isAbsent(n.matrix) || isAbsent(n.bed) ? null : n.matrix + n.bed;
    breakdown[n.nail] = { inputs: { matrix: n.matrix ?? null, bed: n.bed ?? null }, term };
    total += term ?? 0;
  }
  // The variant records the denominator: a single-nail score is not comparable with a total.
  return finishResult(
    { ...base, variant: `${nails.length} nail(s) assessed`, breakdown, missing },
    total,
    1,
    0,
  );
}
