import { describe, expect, it } from 'vitest';
import { calculateScore } from '@dermadesk/analysis/scores';
import { english, loadCatalogue } from '../../locales/catalogues';
import { CALCULATOR_SPECS } from './calculator-spec';

const grades = (max: number, step = 1) =>
  Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step);

/** Inputs that walk each banded workspace instrument from its lowest score to its highest. */
const sweeps: Record<string, Record<string, unknown>[]> = {
  easi: grades(6).flatMap((area) =>
    grades(3, 0.5).map((sign) => {
      const region = {
        area,
        erythema: sign,
        edema: sign,
        excoriation: sign,
        lichenification: sign,
      };
      const regions = { headNeck: region, upperLimbs: region, trunk: region, lowerLimbs: region };
      return { ageYears: 30, regions };
    }),
  ),
  pasi: grades(6).flatMap((area) =>
    grades(4).map((sign) => {
      const region = { area, erythema: sign, induration: sign, desquamation: sign };
      return { regions: { head: region, upperLimbs: region, trunk: region, lowerLimbs: region } };
    }),
  ),
  tds: grades(2).flatMap((asymmetry) =>
    grades(8).flatMap((border) =>
      grades(5).map((k) => ({ asymmetry, border, colors: k + 1, structures: Math.min(5, k + 1) })),
    ),
  ),
  gags: grades(4).map((g) => ({
    regions: Object.fromEntries(
      ['forehead', 'rightCheek', 'leftCheek', 'nose', 'chin', 'chestUpperBack'].map((r) => [r, g]),
    ),
  })),
};

describe('band labels', () => {
  const labels = new Set(
    Object.entries(sweeps).flatMap(([instrument, inputs]) =>
      inputs.flatMap((input) => calculateScore(instrument, input)?.band?.label ?? []),
    ),
  );

  it('sweeps every banded instrument the workspace offers', () => {
    const banded = Object.keys(CALCULATOR_SPECS).filter(
      (i) => !['mmasi', 'vasi', 'napsi', 'salt'].includes(i),
    );
    expect(Object.keys(sweeps).sort()).toEqual(banded.sort());
    expect(labels.size).toBeGreaterThan(10);
  });

  it.each(['fr', 'vi', 'pt', 'es'] as const)(
    '%s translates every band the calculators give',
    async (lng) => {
      const catalogue = await loadCatalogue(lng);
      for (const source of [english, catalogue]) {
        const bands = source.scoreBands as Record<string, string>;
        expect([...labels].filter((l) => !bands[l])).toEqual([]);
      }
    },
  );
});
