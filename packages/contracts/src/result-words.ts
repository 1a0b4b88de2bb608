import {
  BODY_REGION_GROUPS,
  BODY_SITES,
  catalogueModule,
  regionGroupOf,
} from './module-catalogue.js';
import type { HeadlineFigure } from './result-headlines.js';

/**
 * A result in the clinician's words: how the web app (through i18next's `t`) and the server
 * (through `resultTextLookup`, result-texts/index.ts) turn what the analysis engine stored (keys,
 * English units and notes, site slugs) into the texts of the result-text catalogue. Both sides call
 * these functions with their own lookup, so a label reads the same on screen, in the CSV and in
 * the PDF.
 */
export type TextLookup = (key: string, params?: Record<string, unknown>) => string | undefined;

export interface QuantityWords {
  label: string;
  /** In words ('% of visible skin'); empty for a plain count. */
  unit: string;
  /** How it is measured, with the method's parameters filled in. */
  about: string;
}

/** A stored quantity as the engine wrote it (unit and description in English). */
interface StoredQuantity {
  unit: string;
  description: string;
}

/**
 * The catalogue's label, unit and note for a measured quantity; the engine's own English for a key
 * the catalogue does not know (a newer engine than this catalogue: shown, never hidden).
 */
export function quantityWords(
  lookup: TextLookup,
  key: string,
  stored: StoredQuantity,
  parameters: Record<string, unknown> = {},
): QuantityWords {
  const base = `measure.quantity.${key}`;
  const label = lookup(`${base}.label`);
  if (label === undefined)
    return { label: stored.description || key, unit: stored.unit, about: '' };
  const about = lookup(`${base}.about`, parameters) ?? '';
  const colours = key === 'colourCount' ? colourList(lookup, stored.description) : '';
  return {
    label,
    unit: lookup(`${base}.unit`) ?? stored.unit,
    about: colours ? `${about}: ${colours}` : about,
  };
}

/** The colours a dermoscopy result found, named in the language (`…lesion pixels: red, black`). */
function colourList(lookup: TextLookup, description: string): string {
  const names = description.split(': ')[1];
  if (!names) return '';
  return names
    .split(', ')
    .map((c) => lookup(`measure.colour.${c}`) ?? c)
    .join(', ');
}

/** A headline figure's plain label and what it means, for the module's method. */
export function headlineWords(
  lookup: TextLookup,
  method: string,
  figure: HeadlineFigure,
  stored: StoredQuantity,
  locale: string,
): { label: string; meaning: string; repeatability: string } {
  const base = `measure.headline.${method}.${figure.key}`;
  const r = figure.repeatability;
  const percent = r.kind === 'relative' ? new Intl.NumberFormat(locale).format(r.percent) : '';
  return {
    label: lookup(`${base}.label`) ?? quantityWords(lookup, figure.key, stored).label,
    meaning: lookup(`${base}.meaning`) ?? '',
    repeatability:
      lookup(
        `measure.repeatability.${r.kind}`,
        r.kind === 'relative' ? { percent } : { plusMinus: r.plusMinus },
      ) ?? '',
  };
}

/** The engine's English warnings (analyzers and quality gate), by catalogue key. */
const WARNING_KEYS: Readonly<Record<string, string>> = {
  'no skin region found: percentages are not available': 'measure.warning.noSkin',
  'no lesion found': 'measure.warning.noLesion',
  'lesion mask touches the image border: measurements are truncated':
    'measure.warning.lesionTouchesBorder',
  'lesion mask covers < 1 % of the frame': 'measure.warning.lesionTooSmall',
  'lesion mask covers > 80 % of the frame: segmentation is doubtful':
    'measure.warning.lesionTooLarge',
  'calibration marker not found': 'measure.warning.markerNotFound',
  'no scale or marker: area in pixels only': 'measure.warning.noScale',
  'ridge metrics are not a clinical wrinkle grade; lighting direction changes them strongly':
    'measure.warning.wrinklesNotAGrade',
  'counts are comparable only within one person under one capture protocol':
    'measure.warning.poresComparable',
  'classification for this module needs an attached model; these are generic measurements of the most contrasting region':
    'measure.warning.genericNeedsModel',
  'image resolution is low: retake closer': 'quality.resolution.warn',
  'image may be blurred: hold still': 'quality.sharpness.warn',
  'parts of the image are over- or under-exposed': 'quality.exposure.warn',
  'image has a colour cast: check the lighting': 'quality.colourCast.warn',
  'little skin is visible: frame the area closer': 'quality.skinFraction.warn',
  'image resolution is too low: retake': 'quality.resolution.fail',
  'image is blurred: retake': 'quality.sharpness.fail',
  'image is badly exposed: retake with even light': 'quality.exposure.fail',
  'strong colour cast: retake under neutral light': 'quality.colourCast.fail',
  'no skin found in the image: retake': 'quality.skinFraction.fail',
};

/** The catalogue key of an engine warning, or undefined for one it does not know. */
export const warningKey = (warning: string): string | undefined => WARNING_KEYS[warning];

/** The warnings that are the analysis's own: the quality gate's are shown with the quality check. */
export const analysisWarnings = (warnings: readonly string[]): string[] =>
  warnings.filter((w) => !warningKey(w)?.startsWith('quality.'));

/** An engine warning in the language; an unknown one as the engine wrote it. */
export function warningText(lookup: TextLookup, warning: string): string {
  const key = warningKey(warning);
  return (key && lookup(key)) ?? warning;
}

/** The classification note of a module without a model, in the language. */
export function classificationText(
  lookup: TextLookup,
  classification: { status: string; message: string },
  moduleName: string,
): string {
  if (classification.status === 'not-applicable')
    return lookup('measure.classification.notApplicable') ?? classification.message;
  if (classification.status === 'requires-model')
    return (
      lookup('measure.classification.requiresModel', { module: moduleName }) ??
      classification.message
    );
  return classification.message;
}

/** A body site's name (`left-cheek` → 'Left cheek'); free text typed by the clinician as typed. */
export const siteName = (lookup: TextLookup, site: string): string =>
  lookup(`site.${site}`) ?? site;

/** A body region group's name (`headNeck` → 'Head and neck'). */
export const regionName = (lookup: TextLookup, region: string): string =>
  lookup(`region.${region}`) ?? region;

/** Sites that belong to a region group without being one of its photographed sites. */
const EXTRA_GROUP: Readonly<Record<string, (typeof BODY_REGION_GROUPS)[number]>> = {
  forehead: 'headNeck',
  'left-cheek': 'headNeck',
  'right-cheek': 'headNeck',
  nose: 'headNeck',
  chin: 'headNeck',
  lips: 'headNeck',
  'oral-mucosa': 'headNeck',
  'left-ear': 'headNeck',
  'right-ear': 'headNeck',
  fingernails: 'upperLimbs',
  toenails: 'lowerLimbs',
  buttocks: 'lowerLimbs',
};

/**
 * Anatomical rank of a site: head and neck, upper limbs, trunk, lower limbs (then the catalogue's
 * order within a group); free-text sites last.
 */
export function siteRank(site: string): number {
  const group = regionGroupOf(site) ?? EXTRA_GROUP[site];
  const index = BODY_SITES.indexOf(site);
  if (!group || index < 0) return Number.MAX_SAFE_INTEGER;
  return BODY_REGION_GROUPS.indexOf(group) * 1000 + index;
}

/**
 * The calculators' regions, sites and nails (`headNeck`, `upperExtremities`, `rightFoot-bigToe`)
 * from head to feet, proximal before distal, as a clinician reads an EASI, PASI, VASI or NAPSI
 * sheet. A NAPSI nail ranks by its side (`rightHand-thumb` → `rightHand`).
 */
const CALCULATOR_GROUP_ORDER = [
  'headNeck',
  'head',
  'forehead',
  'rightMalar',
  'leftMalar',
  'chin',
  'upperLimbs',
  'upperExtremities',
  'hands',
  'rightHand',
  'leftHand',
  'trunk',
  'lowerLimbs',
  'lowerExtremities',
  'feet',
  'rightFoot',
  'leftFoot',
];

/** Anatomical rank of a calculator's region, site or nail; unknown groups last. */
export function calculatorGroupRank(group: string): number {
  const index = CALCULATOR_GROUP_ORDER.indexOf(group.split('-')[0]!);
  return index < 0 ? Number.MAX_SAFE_INTEGER : index;
}

/**
 * Sites (or anything with a site) in anatomical order; stable for equal ranks. `rank` ranks
 * calculator groups instead of body-site slugs when given `calculatorGroupRank`.
 */
export function byAnatomy<T>(
  items: readonly T[],
  siteOf: (item: T) => string,
  rank: (site: string) => number = siteRank,
): T[] {
  return items
    .map((item, i) => ({ item, i, rank: rank(siteOf(item)) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((x) => x.item);
}

/** Quantities that count things (whole numbers), whatever the engine wrote as their unit. */
const COUNTED = new Set(['colourCount', 'abruptBorderSectors']);
export const isCount = (key: string, unit: string): boolean => unit === 'count' || COUNTED.has(key);

/**
 * A measured value in the language's number format: counts whole, values under 1 with two
 * decimals, the rest with one ('6,0' in French, '6.0' in English).
 */
export function formatMeasure(value: number, locale: string, count = false): string {
  const digits = count ? 0 : Math.abs(value) < 1 && value !== 0 ? 2 : 1;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A module's name in the language (`moduleName.<key>`); `fallback` for a number outside the catalogue. */
export function moduleName(lookup: TextLookup, module: number, fallback: string): string {
  const key = catalogueModule(module)?.key;
  return (key && lookup(`moduleName.${key}`)) ?? fallback;
}

/**
 * A calculator's names in the language: the instrument, a grade (`erythema`), a group (a region,
 * a site, or a NAPSI nail `rightHand-thumb` → 'Right hand: thumb') and the score's formula (by the
 * name the calculator gives its instrument, e.g. `mMASI`). Unknown keys show as they are.
 */
export function calculatorNames(lookup: TextLookup) {
  const field = (key: string) => lookup(`calculator.fields.${key}`) ?? key;
  return {
    instrument: (key: string, fallback?: string) =>
      lookup(`calculator.instruments.${key.toLowerCase()}`) ?? fallback ?? key.toUpperCase(),
    field,
    group: (key: string) => {
      const [side, digit] = key.split('-');
      const s = side && lookup(`calculator.nails.${side}`);
      const d = digit && lookup(`calculator.nails.${digit}`);
      return s && d ? (lookup('calculator.nail', { side: s, digit: d }) ?? key) : field(key);
    },
    formula: (instrument: string, fallback: string) =>
      lookup(`calculator.formula.${instrument}`) ?? fallback,
  };
}
