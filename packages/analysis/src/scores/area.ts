/** Area score 0–6 from the percentage of a region involved (clinical-scoring.md 0.6, half-open). */
export type AreaScore = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export function areaScore(pct: number): AreaScore {
  if (!Number.isFinite(pct) || pct < 0 || pct > 100) throw new RangeError('pct 0..100');
  if (pct === 0) return 0;
  if (pct < 10) return 1;
  if (pct < 30) return 2;
  if (pct < 50) return 3;
  if (pct < 70) return 4;
  if (pct < 90) return 5;
  return 6;
}

/** Region shares of body surface (%) used by the EASI/PASI weights (A10). */
export const REGION_SHARE_PERCENT = {
  adult: { headNeck: 10, upperLimbs: 20, trunk: 30, lowerLimbs: 40 },
  child: { headNeck: 20, upperLimbs: 20, trunk: 30, lowerLimbs: 30 },
} as const;

export type EasiRegion = keyof (typeof REGION_SHARE_PERCENT)['adult'];

/**
 * Converts an affected % of total body surface lying in one region to the % of that region,
 * clamped at 100 with a flag when the input exceeded the region's share (A10).
 */
export function regionPercentFromBodyPercent(
  bodyPercent: number,
  region: EasiRegion,
  weights: 'adult' | 'child' = 'adult',
): { percent: number; clamped: boolean } {
  if (!Number.isFinite(bodyPercent) || bodyPercent < 0) throw new RangeError('bodyPercent >= 0');
  const raw = (100 * bodyPercent) / REGION_SHARE_PERCENT[weights][region];
  return { percent: Math.min(100, raw), clamped: raw > 100 };
}
