import type { BreakdownEntry } from './types.js';
import { isAbsent } from './common.js';

/** [field, integer weight]: the score × divisor is Σ weight × value × inputScale. */
export type FieldWeight = readonly [key: string, weight: number];

export interface WeightedFieldsOutcome {
  scaledTotal: number;
  breakdown: Record<string, BreakdownEntry>;
  missing: string[];
}

/**
 * Σ weight·value over named fields with integer arithmetic. `inputScale` turns allowed decimals
 * into integers (10 for one decimal). Missing fields are listed, never counted as zero.
 */
export function weightedFields(
  fields: readonly FieldWeight[],
  data: Record<string, number | null | undefined>,
  divisor: number,
  inputScale = 1,
): WeightedFieldsOutcome {
  const breakdown: Record<string, BreakdownEntry> = {};
  const missing: string[] = [];
  let scaledTotal = 0;
  for (const [key, weight] of fields) {
    const v = data[key];
    const w = weight / (divisor / inputScale);
    if (isAbsent(v)) {
      missing.push(key);
      breakdown[key] = { inputs: { [key]: null }, weight: w, term: null };
      continue;
    }
    const scaled = weight * Math.round(v * inputScale);
    scaledTotal += scaled;
    breakdown[key] = { inputs: { [key]: v }, weight: w, term: scaled / divisor };
  }
  return { scaledTotal, breakdown, missing };
}
