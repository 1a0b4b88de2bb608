import { z } from 'zod';
import type { Band, BreakdownEntry, FieldError, InstrumentName, ScoreResult } from './types.js';

type Step = 0.5 | 1;

/** A clinician grade from 0 to `max`, whole numbers or half steps; messages name the rule. */
export function grade(max: number, step: Step = 1, min = 0) {
  const rule = step === 1 ? 'whole numbers' : 'steps of 0.5';
  return z.number().refine((v) => v >= min && v <= max && Number.isInteger(v / step), {
    error: `must be a number from ${min} to ${max} in ${rule}`,
  });
}

/** A value that may be given with at most `decimals` decimal places (kept exact by scaling). */
export function decimalIn(min: number, max: number, decimals: number) {
  const f = 10 ** decimals;
  return z
    .number()
    .refine((v) => v >= min && v <= max && Math.abs(v * f - Math.round(v * f)) < 1e-9, {
      error: `must be a number from ${min} to ${max} with at most ${decimals} decimal place(s)`,
    });
}

/** Area score 0–6 as entered by the clinician (section 0.6). */
export const areaGrade = grade(6);

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] };

/** Parses with zod and turns every issue into a message that names the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const r = schema.safeParse(input);
  if (r.success) return { ok: true, data: r.data };
  const errors: FieldError[] = [];
  for (const issue of r.error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = base ? `${base}.${key}` : key;
        errors.push({ field, message: `${field}: unknown field` });
      }
      continue;
    }
    const field = base || '(input)';
    errors.push({ field, message: `${field}: ${issue.message}` });
  }
  return { ok: false, errors };
}

/** Converts scaled integer → rounded display string without binary artefacts. */
export function displayOf(scaled: number, divisor: number, decimals: number): string {
  const f = 10 ** decimals;
  return (Math.round((scaled * f) / divisor) / f).toFixed(decimals);
}

export interface ResultParts {
  instrument: InstrumentName;
  variant?: string;
  formula: string;
  maxScore: number | null;
  breakdown?: Record<string, BreakdownEntry>;
  missing?: string[];
  warnings?: string[];
}

export function invalidResult(
  parts: Pick<ResultParts, 'instrument' | 'formula' | 'maxScore'>,
  errors: FieldError[],
): ScoreResult {
  return {
    ...parts,
    status: 'invalid',
    score: null,
    display: null,
    breakdown: {},
    missing: [],
    errors,
    warnings: [],
  };
}

/**
 * Builds the final result from an exact scaled-integer total. When anything is missing the score
 * is null and the status `incomplete` (section 0.2: missing is never zero).
 */
export function finishResult(
  parts: ResultParts,
  scaledTotal: number | null,
  divisor: number,
  decimals: number,
  bands?: (scaled: number) => { band?: Band; otherBands?: Band[] },
): ScoreResult {
  const missing = parts.missing ?? [];
  const complete = missing.length === 0 && scaledTotal !== null;
  const result: ScoreResult = {
    instrument: parts.instrument,
    ...(parts.variant === undefined ? {} : { variant: parts.variant }),
    status: complete ? 'complete' : 'incomplete',
    score: complete ? scaledTotal / divisor : null,
    display: complete ? displayOf(scaledTotal, divisor, decimals) : null,
    maxScore: parts.maxScore,
    breakdown: parts.breakdown ?? {},
    formula: parts.formula,
    missing,
    errors: [],
    warnings: parts.warnings ?? [],
  };
  if (complete && bands) Object.assign(result, bands(scaledTotal));
  return result;
}

/** Picks the first band whose inclusive upper bound (on the scaled value) is not exceeded. */
export function bandByUpperBound(
  scaled: number,
  scheme: string,
  table: readonly (readonly [upperInclusive: number, label: string])[],
): Band {
  for (const [upper, label] of table) if (scaled <= upper) return { label, scheme };
  const last = table[table.length - 1];
  return { label: last ? last[1] : 'out of range', scheme };
}

export const isAbsent = (v: unknown): v is null | undefined => v === null || v === undefined;
