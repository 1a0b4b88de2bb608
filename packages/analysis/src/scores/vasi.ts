import { z } from 'zod';
import type { BreakdownEntry, ScoreResult } from './types.js';
import { decimalIn, finishResult, invalidResult, parseInput } from './common.js';

// VASI, hand-unit method: Hamzavi et al., Arch Dermatol 2004 (A4).
export const VASI_SITES = [
  'hands',
  'upperExtremities',
  'trunk',
  'lowerExtremities',
  'feet',
  'headNeck',
] as const;
/** Sites every total-body VASI must cover; head/neck is optional (often scored as F-VASI). */
const REQUIRED_SITES = VASI_SITES.filter((s) => s !== 'headNeck');
const LEVELS = [0, 10, 25, 50, 75, 90, 100] as const;

export const vasiInputSchema = z.strictObject({
  sites: z.array(
    z.strictObject({
      site: z.enum(VASI_SITES, { error: `must be one of ${VASI_SITES.join(', ')}` }),
      handUnits: decimalIn(0, 100, 2),
      depigmentation: z.number().refine((v) => (LEVELS as readonly number[]).includes(v), {
        error: `must be one of ${LEVELS.join(', ')} (%)`,
      }),
    }),
  ),
});
export type VasiInput = z.input<typeof vasiInputSchema>;

const BASE = {
  instrument: 'VASI',
  formula: 'VASI = Σ over sites Σ patches (hand units × residual depigmentation fraction)',
  maxScore: 100,
} as const;

/** Total-body VASI. A site may appear several times (one entry per patch group). */
export function calculateVasi(input: unknown): ScoreResult {
  const parsed = parseInput(vasiInputSchema, input);
  if (!parsed.ok) return invalidResult(BASE, parsed.errors);
  const { sites } = parsed.data;
  let totalHu100 = 0;
  let total = 0; // HU × 100 × level(%) → divide by 10 000
  const bySite = new Map<string, { hu100: number; scaled: number }>();
  for (const s of sites) {
    const hu100 = Math.round(s.handUnits * 100);
    totalHu100 += hu100;
    total += hu100 * s.depigmentation;
    const acc = bySite.get(s.site) ?? { hu100: 0, scaled: 0 };
    acc.hu100 += hu100;
    acc.scaled += hu100 * s.depigmentation;
    bySite.set(s.site, acc);
  }
  if (totalHu100 > 10000)
    return invalidResult(BASE, [
      { field: 'sites', message: 'sites: total hand units must not exceed 100 (whole body)' },
    ]);
  const breakdown: Record<string, BreakdownEntry> = {};
  for (const [site, acc] of bySite)
    breakdown[site] = { inputs: { handUnits: acc.hu100 / 100 }, term: acc.scaled / 10000 };
  const missing = REQUIRED_SITES.filter((s) => !bySite.has(s)).map((s) => `sites.${s}`);
  return finishResult({ ...BASE, breakdown, missing }, total, 10000, 1);
}
