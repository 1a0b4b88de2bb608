import type { BreakdownEntry } from './types.js';
import { isAbsent } from './common.js';

export interface RegionWeight {
  key: string;
  /** Weight × 10 so that the arithmetic stays in integers (0.3 → 3). */
  weight10: number;
}

type RegionInput = Record<string, number | null | undefined>;

export interface WeightedRegionsSpec {
  regions: readonly RegionWeight[];
  /** Severity inputs summed per region (e.g. erythema, induration, desquamation). */
  signs: readonly string[];
  /** 2 when half grades are allowed, so that 2 × grade is an integer; else 1. */
  signScale: 1 | 2;
  path?: string;
}

export interface WeightedRegionsOutcome {
  /** Σ weight10 × (signScale · Σ signs) × area, or null when something is missing. */
  scaledTotal: number | null;
  breakdown: Record<string, BreakdownEntry>;
  missing: string[];
  warnings: string[];
}

/**
 * Shared arithmetic of the EASI, PASI, MASI and mMASI family: Σ w · (Σ signs) · area, computed
 * with scaled integers (clinical-scoring.md 0.3). Divide the total by 10 × signScale.
 */
export function weightedRegions(
  spec: WeightedRegionsSpec,
  regions: Record<string, RegionInput | null | undefined> | null | undefined,
): WeightedRegionsOutcome {
  const path = spec.path ?? 'regions';
  const breakdown: Record<string, BreakdownEntry> = {};
  const missing: string[] = [];
  const warnings: string[] = [];
  let total = 0;
  for (const { key, weight10 } of spec.regions) {
    const region = regions?.[key];
    const weight = weight10 / 10;
    if (isAbsent(region)) {
      missing.push(`${path}.${key}`);
      breakdown[key] = { inputs: {}, weight, term: null };
      continue;
    }
    const fields = ['area', ...spec.signs];
    const inputs: Record<string, number | null> = {};
    for (const f of fields) inputs[f] = region[f] ?? null;
    const absent = fields.filter((f) => isAbsent(region[f]));
    for (const f of absent) missing.push(`${path}.${key}.${f}`);
    if (absent.length > 0) {
      breakdown[key] = { inputs, weight, term: null };
      continue;
    }
    const area = region.area ?? 0;
    const scaledSigns = spec.signs.reduce(
      (s, f) => s + Math.round((region[f] ?? 0) * spec.signScale),
      0,
    );
    const scaledTerm = weight10 * scaledSigns * area;
    total += scaledTerm;
    breakdown[key] = { inputs, weight, term: scaledTerm / (10 * spec.signScale) };
    if (area === 0 && scaledSigns > 0)
      warnings.push(`${path}.${key}: area is 0 but severity grades are given; contributes 0`);
    if (area > 0 && scaledSigns === 0)
      warnings.push(`${path}.${key}: area > 0 but all severity grades are 0; contributes 0`);
  }
  return { scaledTotal: missing.length ? null : total, breakdown, missing, warnings };
}
