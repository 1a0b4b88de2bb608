/**
 * Headline figures: the one to three measurements a clinician reads first for each module
 * (clinical-scoring.md C2), before the technical table. The web workspace, the result page, the
 * timeline's default charts and the PDF all read this one table. Only figures that compare across
 * photos are headlines (%, Δ values, counts, mm/mm²/cm² from a scale), never pixel counts.
 */

/** The analysis engine's method ids (`result.method.name`), one per built-in analyzer. */
export const MEASUREMENT_METHODS = [
  'erythema-astar',
  'red-blob-candidates',
  'lesion-otsu-shape',
  'generic-lesion-measurements',
  'hyperpigmentation-lstar',
  'depigmentation-lstar',
  'wrinkles-frangi',
  'wound-colour-planimetry',
  'hair-closing-lstar',
  'pores-dog',
] as const;
export type MeasurementMethod = (typeof MEASUREMENT_METHODS)[number];

/**
 * How much a figure moves when the same photo is re-encoded (JPEG quality 85–95, measured
 * 2026-11-25, clinical-scoring.md C2): continuous figures by at most 2.9 % of their value, counts
 * by one. A change between visits smaller than that is "no measurable change".
 */
export type Repeatability =
  { kind: 'relative'; percent: number } | { kind: 'count'; plusMinus: number };
export const CONTINUOUS_REPEATABILITY: Repeatability = { kind: 'relative', percent: 2.9 };
export const COUNT_REPEATABILITY: Repeatability = { kind: 'count', plusMinus: 1 };

export interface HeadlineFigure {
  /** The quantity key in `result.quantities` (e.g. `erythemaAreaPercent`). */
  key: string;
  /** Null without a scale (px/mm or marker): show "needs a scale", never the pixel figure. */
  needsScale: boolean;
  repeatability: Repeatability;
}

const figure = (key: string, needsScale = false): HeadlineFigure => ({
  key,
  needsScale,
  repeatability: CONTINUOUS_REPEATABILITY,
});
const count = (key: string): HeadlineFigure => ({
  key,
  needsScale: false,
  repeatability: COUNT_REPEATABILITY,
});

/**
 * Headline figures per analysis method, in display order. Labels, meanings and units are in the
 * result-text catalogue (`resultTexts`, key `measure.headline.<key>`).
 */
export const HEADLINE_FIGURES: Readonly<Record<MeasurementMethod, readonly HeadlineFigure[]>> = {
  'erythema-astar': [figure('erythemaAreaPercent'), figure('deltaAStarMean')],
  'red-blob-candidates': [count('candidateCount'), figure('densityPerCm2', true)],
  // Asymmetry values near zero flip between encodings: the TDS axis count stays the clinician's.
  'lesion-otsu-shape': [
    figure('diameterMm', true),
    count('colourCount'),
    count('abruptBorderSectors'),
  ],
  'generic-lesion-measurements': [figure('diameterMm', true), figure('lesionAreaMm2', true)],
  'hyperpigmentation-lstar': [figure('pigmentedAreaPercent'), figure('lightnessContrast')],
  'depigmentation-lstar': [figure('depigmentedAreaPercent'), figure('lightnessContrast')],
  'wrinkles-frangi': [figure('lineDensityPercent'), figure('totalLengthMm', true)],
  'wound-colour-planimetry': [
    figure('woundAreaCm2', true),
    figure('redPercent'),
    figure('blackPercent'),
  ],
  'hair-closing-lstar': [figure('hairLossAreaPercent')],
  'pores-dog': [figure('densityPerCm2', true), count('poreCount')],
};

/** The analysis method each Skin AI module runs (packages/analysis registry.ts; a test checks). */
export const MODULE_MEASUREMENT: Readonly<Record<number, MeasurementMethod>> = {
  1: 'generic-lesion-measurements',
  2: 'red-blob-candidates',
  3: 'erythema-astar',
  4: 'generic-lesion-measurements',
  5: 'hyperpigmentation-lstar',
  6: 'erythema-astar',
  7: 'erythema-astar',
  8: 'lesion-otsu-shape',
  9: 'depigmentation-lstar',
  10: 'wrinkles-frangi',
  11: 'wound-colour-planimetry',
  12: 'hair-closing-lstar',
  13: 'erythema-astar',
  14: 'erythema-astar',
  15: 'generic-lesion-measurements',
  17: 'hair-closing-lstar',
  18: 'erythema-astar',
  19: 'erythema-astar',
  20: 'erythema-astar',
  21: 'pores-dog',
  22: 'generic-lesion-measurements',
  23: 'generic-lesion-measurements',
  24: 'generic-lesion-measurements',
  25: 'generic-lesion-measurements',
  26: 'generic-lesion-measurements',
  27: 'generic-lesion-measurements',
  28: 'generic-lesion-measurements',
};

const isMethod = (name: string): name is MeasurementMethod =>
  (MEASUREMENT_METHODS as readonly string[]).includes(name);

/**
 * The headline figures of a module's results, in display order: `headlineFigures(7)` →
 * red area % of visible skin, then Δa* above the patient's own skin. Pass the stored result's
 * `method.name` when known (it wins: an old result keeps the method it was measured with).
 * Unknown modules or methods have none.
 */
export function headlineFigures(
  module: number,
  methodName?: string | null,
): readonly HeadlineFigure[] {
  const method = methodName && isMethod(methodName) ? methodName : MODULE_MEASUREMENT[module];
  return method ? HEADLINE_FIGURES[method] : [];
}

/** The quantity keys of `headlineFigures`, e.g. for a timeline's default series. */
export const headlineKeys = (module: number, methodName?: string | null): string[] =>
  headlineFigures(module, methodName).map((f) => f.key);
