import { headlineKeys } from '@dermadesk/contracts';
import { readJson, writeJson } from '../../lib/storage';
import type { Series } from './timeline-series';

/**
 * Shown unless the clinician chose otherwise: every score, and the headline figures each module
 * declares (contracts, result-headlines.ts).
 */
export const shownByDefault = (series: Series) =>
  series.kind === 'score' ||
  (series.module !== null && headlineKeys(series.module).includes(series.name));

/** Plotting order: scores, then each module's headline figures in their order, then the rest. */
export function byHeadlineOrder(a: Series, b: Series): number {
  const rank = (s: Series) => {
    if (s.kind === 'score') return -1;
    const i = headlineKeys(s.module ?? 0).indexOf(s.name);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return rank(a) - rank(b) || (a.module ?? 0) - (b.module ?? 0);
}

/** The clinician's own choices, by series key: true added, false removed. */
export type FigureChoices = Record<string, boolean>;

export const isShown = (series: Series, choices: FigureChoices) =>
  choices[series.key] ?? shownByDefault(series);

/** The choice that shows exactly `keys` among `all`, keeping only what differs from the default. */
export function choicesFor(
  all: readonly Series[],
  keys: readonly string[],
  previous: FigureChoices,
): FigureChoices {
  const next: FigureChoices = { ...previous };
  for (const series of all) {
    const shown = keys.includes(series.key);
    if (shown === shownByDefault(series)) delete next[series.key];
    else next[series.key] = shown;
  }
  return next;
}

/** Remembered on this browser: which figures are a preference, not patient data. */
const CHOICES_KEY = 'dermadesk.timelineFigures';

export function loadFigureChoices(): FigureChoices {
  const saved = readJson<unknown>(CHOICES_KEY);
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return {};
  return Object.fromEntries(
    Object.entries(saved).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'),
  );
}

export const saveFigureChoices = (choices: FigureChoices) => writeJson(CHOICES_KEY, choices);
