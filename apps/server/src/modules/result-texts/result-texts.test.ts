import { QUALITY_MESSAGES, type AnalysisResult } from '@dermadesk/analysis';
import {
  BODY_REGION_GROUPS,
  BODY_SITES,
  byAnatomy,
  calculatorGroupRank,
  formatMeasure,
  headlineFigures,
  isCount,
  locales,
  MEASUREMENT_METHODS,
  warningKey,
  type TextLookup,
} from '@dermadesk/contracts';
import { resultTextLookup } from '@dermadesk/contracts/result-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXED_COLUMNS } from '../exports/csv-columns.js';
import { everyModuleOutput } from '../../test/module-outputs.fixture.js';

/**
 * Every text a clinician reads about a result, gathered from what the analysis engine really
 * outputs for all 27 modules (with and without a scale), must exist in each of the five
 * languages' result-text catalogues. A new quantity, overlay or warning without a translation
 * fails here.
 */
let outputs: AnalysisResult[];
beforeAll(async () => {
  outputs = [
    ...(await everyModuleOutput()).values(),
    ...(await everyModuleOutput(undefined)).values(),
  ];
});

function keysOf(result: AnalysisResult): string[] {
  const method = result.method?.name ?? '';
  return [
    ...Object.keys(result.quantities).flatMap((k) =>
      ['label', 'unit', 'about'].map((f) => `measure.quantity.${k}.${f}`),
    ),
    ...result.overlays.map((o) => `measure.overlay.${o.name}`),
    ...result.warnings.map((w) => warningKey(w) ?? `(untranslated warning) ${w}`),
    ...result.quality.checks.map((c) => c.messageKey).filter((k) => !k.endsWith('.pass')),
    ...result.quality.checks.map((c) => `quality.${c.check}.pass`),
    `quality.verdict.${result.quality.verdict}`,
    `measure.method.${method}`,
    ...headlineFigures(result.module.number, method).flatMap((f) => [
      `measure.headline.${method}.${f.key}.label`,
      `measure.headline.${method}.${f.key}.meaning`,
    ]),
  ];
}

describe.each(locales)('result texts in %s', (locale) => {
  const lookup: TextLookup = resultTextLookup(locale);
  const missing = (keys: string[]) => [...new Set(keys)].filter((k) => !lookup(k)?.trim());

  it('translate every output key of every module', () => {
    expect(outputs.length).toBe(54);
    expect(missing(outputs.flatMap(keysOf))).toEqual([]);
  });

  it("know every quality gate message as the gate's own check, so a rejected photo reads in the language", () => {
    const gate = Object.entries(QUALITY_MESSAGES).flatMap(([check, byVerdict]) =>
      Object.entries(byVerdict).map(([verdict, message]) => [
        message,
        `quality.${check}.${verdict}`,
      ]),
    );
    expect(gate).toHaveLength(10);
    for (const [message, key] of gate) expect(warningKey(message!)).toBe(key);
    expect(missing(gate.map(([, key]) => key!))).toEqual([]);
  });

  it('name every analysis method, body site, region and CSV column', () => {
    expect(
      missing([
        ...MEASUREMENT_METHODS.map((m) => `measure.method.${m}`),
        ...BODY_SITES.map((s) => `site.${s}`),
        ...BODY_REGION_GROUPS.map((r) => `region.${r}`),
        'measure.caveat',
        'measure.classification.notApplicable',
        'measure.classification.requiresModel',
        ...FIXED_COLUMNS.map((c) => `csv.${c.header}`),
      ]),
    ).toEqual([]);
  });

  it('fill the method parameters into the notes', () => {
    expect(lookup('measure.quantity.erythemaAreaPercent.about', { deltaAStar: 10 })).toMatch(/10/);
    expect(lookup('measure.quantity.erythemaAreaPercent.about', { deltaAStar: 10 })).not.toMatch(
      /\{\{/,
    );
  });
});

describe('numbers and sites in the clinician’s language', () => {
  it('writes figures in the language’s number format', () => {
    expect(formatMeasure(6, 'fr')).toBe('6,0');
    expect(formatMeasure(6, 'en')).toBe('6.0');
    expect(formatMeasure(1234.56, 'fr')).toBe('1\u202f234,6');
    expect(formatMeasure(0.123, 'es')).toBe('0,12');
    expect(formatMeasure(12, 'vi', true)).toBe('12');
    expect(isCount('colourCount', 'colours under dermadesk-ref6-v1')).toBe(true);
    expect(isCount('diameterMm', 'mm')).toBe(false);
  });

  it('orders sites head and neck, upper limbs, trunk, lower limbs, free text last', () => {
    const sites = [
      'left-foot',
      'upper-back',
      'my own words',
      'left-cheek',
      'right-hand',
      'toenails',
    ];
    expect(byAnatomy(sites, (s) => s)).toEqual([
      'left-cheek',
      'right-hand',
      'upper-back',
      'left-foot',
      'toenails',
      'my own words',
    ]);
  });

  it("puts a calculator's regions, sites and nails from head to feet", () => {
    const groups = ['feet', 'trunk', 'rightFoot-bigToe', 'headNeck', 'hands', 'upperExtremities'];
    expect(byAnatomy(groups, (g) => g, calculatorGroupRank)).toEqual([
      'headNeck',
      'upperExtremities',
      'hands',
      'trunk',
      'feet',
      'rightFoot-bigToe',
    ]);
    const easi = ['lowerLimbs', 'trunk', 'upperLimbs', 'headNeck', 'unknown'];
    expect(byAnatomy(easi, (g) => g, calculatorGroupRank)).toEqual([
      'headNeck',
      'upperLimbs',
      'trunk',
      'lowerLimbs',
      'unknown',
    ]);
  });

  it('translates a site slug into a name, never showing the slug', () => {
    expect(resultTextLookup('fr')('site.left-cheek')).toBe('Joue gauche');
    expect(resultTextLookup('en')('region.headNeck')).toBe('Head and neck');
  });
});
