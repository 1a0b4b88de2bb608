import type { ModuleInstrument } from '@dermadesk/contracts';
import { LIST_CALCULATORS, type CalculatorList } from './list-calculator';

/** One number the clinician enters: its dotted path in the calculator input and its scale. */
export interface CalculatorField {
  path: string;
  /** i18n key under `calculator.fields`. */
  label: string;
  min: number;
  max: number;
  step: number;
}

/**
 * A grid of regions × signs (EASI, PASI, mMASI), plain fields (TDS, SALT, GAGS), or a list of
 * rows the clinician builds (VASI sites, NAPSI nails).
 */
export interface CalculatorSpec {
  fields: CalculatorField[];
  grid?: { regions: string[]; columns: Omit<CalculatorField, 'path'>[] };
  list?: CalculatorList;
}

const col = (label: string, max: number, step = 1, min = 0) => ({ label, min, max, step });
const regionGrid = (regions: string[], columns: Omit<CalculatorField, 'path'>[]) => ({
  regions,
  columns,
});
const EASI_REGIONS = ['headNeck', 'upperLimbs', 'trunk', 'lowerLimbs'];
const PASI_REGIONS = ['head', 'upperLimbs', 'trunk', 'lowerLimbs'];

/** The calculators the workspace offers. */
export const CALCULATOR_SPECS: Record<ModuleInstrument, CalculatorSpec> = {
  easi: {
    fields: [{ path: 'ageYears', label: 'ageYears', min: 0, max: 130, step: 1 }],
    grid: regionGrid(EASI_REGIONS, [
      col('area', 6),
      col('erythema', 3, 0.5),
      col('edema', 3, 0.5),
      col('excoriation', 3, 0.5),
      col('lichenification', 3, 0.5),
    ]),
  },
  pasi: {
    fields: [],
    grid: regionGrid(PASI_REGIONS, [
      col('area', 6),
      col('erythema', 4),
      col('induration', 4),
      col('desquamation', 4),
    ]),
  },
  mmasi: {
    fields: [],
    grid: regionGrid(
      ['forehead', 'rightMalar', 'leftMalar', 'chin'],
      [col('area', 6), col('darkness', 4)],
    ),
  },
  tds: {
    fields: [
      { path: 'asymmetry', label: 'asymmetry', min: 0, max: 2, step: 1 },
      { path: 'border', label: 'border', min: 0, max: 8, step: 1 },
      { path: 'colors', label: 'colors', min: 1, max: 6, step: 1 },
      { path: 'structures', label: 'structures', min: 1, max: 5, step: 1 },
    ],
  },
  salt: {
    fields: ['vertex', 'posterior', 'rightSide', 'leftSide'].map((v) => ({
      path: v,
      label: v,
      min: 0,
      max: 100,
      step: 0.1,
    })),
  },
  gags: {
    fields: ['forehead', 'rightCheek', 'leftCheek', 'nose', 'chin', 'chestUpperBack'].map((r) => ({
      path: `regions.${r}`,
      label: r,
      min: 0,
      max: 4,
      step: 1,
    })),
  },
  vasi: { fields: [], list: LIST_CALCULATORS.vasi },
  napsi: { fields: [], list: LIST_CALCULATORS.napsi },
};

/** Every field of a spec with its full path (grid cells are `regions.<region>.<column>`). */
export function specFields(spec: CalculatorSpec): CalculatorField[] {
  const cells =
    spec.grid?.regions.flatMap((region) =>
      spec.grid!.columns.map((c) => ({ ...c, path: `regions.${region}.${c.label}` })),
    ) ?? [];
  return [...spec.fields, ...cells];
}

/**
 * Suggestions from the analyses that this calculator can take: `tds.border` → `border`. Targets
 * with a placeholder (`<region>`: no body part given) or a list (`sites[]`) cannot be placed.
 */
export function placeableSuggestions(
  instrument: ModuleInstrument,
  suggestions: readonly { target: string; value: number | null }[],
): { path: string; value: number }[] {
  const spec = CALCULATOR_SPECS[instrument];
  const paths = new Set(specFields(spec).map((f) => f.path));
  return suggestions.flatMap((s) => {
    if (s.value === null || !s.target.startsWith(`${instrument}.`)) return [];
    const path = s.target.slice(instrument.length + 1);
    return paths.has(path) ? [{ path, value: s.value }] : [];
  });
}
