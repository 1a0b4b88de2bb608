import { regionGroupOf } from '@dermadesk/contracts';
import { VASI_SITES, calculateScore, type ScoreResult } from '@dermadesk/analysis/scores';
import type { WorkItem } from './workspace-state';

/**
 * Instruments scored over a list the clinician builds (VASI sites, NAPSI nails) rather than fixed
 * regions: rows are added and removed, and a row may repeat a site (one row per patch group).
 */
export type ListInstrument = 'vasi' | 'napsi';
export type ListRow = Record<string, string | number | null | undefined>;

/** One column of a list: a number typed in, or one of a fixed set of values. */
export type ListColumn =
  | { key: string; kind: 'number'; min: number; max: number; step: number }
  | { key: string; kind: 'choice'; choices: readonly (string | number)[] };

export interface CalculatorList {
  /** The input's array (`sites`, `nails`). */
  key: 'sites' | 'nails';
  columns: ListColumn[];
  /** Rows at most (NAPSI: 20 fingernails and toenails). */
  max: number;
}

/** Residual depigmentation levels of the hand-unit method (clinical-scoring.md A4). */
export const VASI_LEVELS = [0, 10, 25, 50, 75, 90, 100] as const;

const SIDES = ['rightHand', 'leftHand', 'rightFoot', 'leftFoot'] as const;
const FINGERS = ['thumb', 'index', 'middle', 'ring', 'little'] as const;
const TOES = ['bigToe', 'secondToe', 'thirdToe', 'fourthToe', 'littleToe'] as const;
/** The twenty nails NAPSI may assess, as `<side>-<digit>` (`rightHand-thumb`). */
export const NAILS: readonly string[] = SIDES.flatMap((side) =>
  (side.endsWith('Hand') ? FINGERS : TOES).map((digit) => `${side}-${digit}`),
);

export const LIST_CALCULATORS: Record<ListInstrument, CalculatorList> = {
  vasi: {
    key: 'sites',
    max: 50,
    columns: [
      { key: 'site', kind: 'choice', choices: VASI_SITES },
      { key: 'handUnits', kind: 'number', min: 0, max: 100, step: 0.25 },
      { key: 'depigmentation', kind: 'choice', choices: VASI_LEVELS },
    ],
  },
  napsi: {
    key: 'nails',
    max: NAILS.length,
    columns: [
      { key: 'nail', kind: 'choice', choices: NAILS },
      { key: 'matrix', kind: 'number', min: 0, max: 4, step: 1 },
      { key: 'bed', kind: 'number', min: 0, max: 4, step: 1 },
    ],
  },
};

export const isListInstrument = (instrument: string): instrument is ListInstrument =>
  Object.hasOwn(LIST_CALCULATORS, instrument);

export function rowsOf(instrument: ListInstrument, input: Record<string, unknown>): ListRow[] {
  const rows = input[LIST_CALCULATORS[instrument].key];
  return Array.isArray(rows) ? (rows as ListRow[]) : [];
}

/** A new empty row, naming the first site (or nail) the list does not have yet. */
export function newRow(instrument: ListInstrument, rows: readonly ListRow[]): ListRow {
  const [first, ...grades] = LIST_CALCULATORS[instrument].columns;
  const choices = first!.kind === 'choice' ? first!.choices : [];
  const unused = choices.find((c) => !rows.some((r) => r[first!.key] === c)) ?? choices[0];
  return Object.fromEntries([
    [first!.key, unused ?? null],
    ...grades.map((c) => [c.key, null]),
  ]) as ListRow;
}

/**
 * The VASI site of a photographed body part. VASI's extremities exclude the hands and feet, and
 * its lower extremities take the buttocks and groin (Hamzavi 2004, as in clinical-scoring.md A4).
 */
export function vasiSiteOf(bodyPart: string | null | undefined): string | undefined {
  if (!bodyPart) return undefined;
  if (/hand|fingernails/.test(bodyPart)) return 'hands';
  if (/foot|toenails/.test(bodyPart)) return 'feet';
  if (bodyPart === 'groin' || bodyPart === 'buttocks') return 'lowerExtremities';
  const group = regionGroupOf(bodyPart);
  if (group === 'upperLimbs') return 'upperExtremities';
  if (group === 'lowerLimbs') return 'lowerExtremities';
  if (group) return group;
  return /forehead|cheek|nose|chin|lips|oral|ear/.test(bodyPart) ? 'headNeck' : undefined;
}

/**
 * Rows proposed from the measured photographs: VASI gets a row for each photographed site, with
 * the hand units the analyzer suggests when it could compute them (it needs the site's size in
 * hand units). The NAPSI analyzers suggest nothing, so NAPSI starts empty.
 */
export function listSeed(instrument: ListInstrument, items: readonly WorkItem[]): ListRow[] {
  if (instrument !== 'vasi') return [];
  return items.flatMap((item) => {
    const analysis = item.analysis;
    const site = vasiSiteOf(item.region ?? analysis?.bodyPart);
    if (!analysis || analysis.result.status !== 'measured' || !site) return [];
    const handUnits =
      analysis.result.suggestions.find((s) => s.target === 'vasi.sites[].handUnits')?.value ?? null;
    return [{ site, handUnits, depigmentation: null }];
  });
}

/** Paths of the seed's values (`sites.0.site`), to mark them as suggested while unchanged. */
export function seedPaths(instrument: ListInstrument, seed: readonly ListRow[]) {
  const key = LIST_CALCULATORS[instrument].key;
  return seed.flatMap((row, i) =>
    Object.entries(row)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([column, value]) => ({ path: `${key}.${i}.${column}`, value })),
  );
}

/**
 * The score of the calculator input as the workspace holds it. A VASI row still being filled in
 * makes the score incomplete (the calculator itself would reject it as invalid).
 */
export function workspaceScore(
  instrument: string,
  input: Record<string, unknown>,
): ScoreResult | undefined {
  if (instrument !== 'vasi') return calculateScore(instrument, input);
  const rows = rowsOf('vasi', input);
  const open = rows.flatMap((row, i) =>
    ['handUnits', 'depigmentation']
      .filter((c) => row[c] === null || row[c] === undefined)
      .map((c) => `sites.${i}.${c}`),
  );
  const filled = rows.filter((_, i) => !open.some((p) => p.startsWith(`sites.${i}.`)));
  const score = calculateScore('vasi', { ...input, sites: filled })!;
  if (open.length === 0 || score.status === 'invalid') return score;
  // A required site whose row is being filled in is missing that row's values, not the site.
  const openSites = new Set(open.map((p) => `sites.${rows[Number(p.split('.')[1])]?.site}`));
  const { band: _band, otherBands: _other, ...rest } = score;
  return {
    ...rest,
    status: 'incomplete',
    score: null,
    display: null,
    missing: [...open, ...score.missing.filter((m) => !openSites.has(m))],
  };
}
