import { readJson, writeJson } from '../../lib/storage';
import type { Series } from './timeline-series';

/**
 * The quantities each module leads with, in the order a clinician reads them (issue 24, item 4).
 * Keyed by quantity: modules that share an analyzer share its headline figures.
 */
const HEADLINE_QUANTITIES: readonly string[] = [
  'erythemaAreaPercent',
  'deltaAStarMean',
  'candidateCount',
  'densityPerCm2',
  'diameterMm',
  'asymmetryMajorAxis',
  'colourCount',
  'pigmentedAreaPercent',
  'depigmentedAreaPercent',
  'lightnessContrast',
  'lineDensityPercent',
  'woundAreaCm2',
  'hairLossAreaPercent',
  'poreCount',
];

/** The headline quantity keys of a module's results (at most three of them are present). */
export function headlineQuantityKeys(_module: number): readonly string[] {
  return HEADLINE_QUANTITIES;
}

/** Shown unless the clinician chose otherwise: every score, and each module's headline figures. */
export const shownByDefault = (series: Series) =>
  series.kind === 'score' ||
  (series.module !== null && headlineQuantityKeys(series.module).includes(series.name));

/** Plotting order: scores, then each module's headline figures in their order, then the rest. */
export function byHeadlineOrder(a: Series, b: Series): number {
  const rank = (s: Series) => {
    if (s.kind === 'score') return -1;
    const i = headlineQuantityKeys(s.module ?? 0).indexOf(s.name);
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
