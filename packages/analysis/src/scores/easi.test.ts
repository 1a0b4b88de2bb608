import { describe, expect, it } from 'vitest';
import { calculateEasi } from './easi.js';

const example = {
  headNeck: { area: 2, erythema: 2, edema: 1, excoriation: 1, lichenification: 0 },
  upperLimbs: { area: 3, erythema: 2, edema: 2, excoriation: 1, lichenification: 1 },
  trunk: { area: 1, erythema: 1, edema: 1, excoriation: 0, lichenification: 0 },
  lowerLimbs: { area: 4, erythema: 3, edema: 2, excoriation: 2, lichenification: 2 },
};
const zero = { area: 0, erythema: 0, edema: 0, excoriation: 0, lichenification: 0 };

describe('calculateEasi', () => {
  it('reproduces the adult worked example (19.4, moderate)', () => {
    const r = calculateEasi({ ageYears: 30, regions: example });
    expect(r.status).toBe('complete');
    expect(r.score).toBe(19.4);
    expect(r.display).toBe('19.4');
    expect(r.variant).toBe('weights-8y-and-over');
    expect(r.band).toEqual({ label: 'moderate', scheme: 'Leshem 2015' });
    expect(r.breakdown.headNeck?.term).toBe(0.8);
    expect(r.breakdown.upperLimbs?.term).toBe(3.6);
    expect(r.breakdown.trunk?.term).toBe(0.6);
    expect(r.breakdown.lowerLimbs?.term).toBe(14.4);
  });

  it('uses the 0–7-year weights under 8 years (16.6) and adult weights from 8', () => {
    const child = calculateEasi({ ageYears: 7.9, regions: example });
    expect(child.score).toBe(16.6);
    expect(child.variant).toBe('weights-0-7y');
    expect(child.breakdown.headNeck?.term).toBe(1.6);
    expect(calculateEasi({ ageYears: 8, regions: example }).score).toBe(19.4);
  });

  it('accepts half grades exactly (0.3, almost clear)', () => {
    const r = calculateEasi({
      ageYears: 40,
      regions: {
        headNeck: { area: 1, erythema: 1.5, edema: 1, excoriation: 0.5, lichenification: 0 },
        upperLimbs: zero,
        trunk: zero,
        lowerLimbs: zero,
      },
    });
    expect(r.score).toBe(0.3);
    expect(r.band?.label).toBe('almost clear');
  });

  it('bands on the unrounded value: 1.05 is mild, not almost clear', () => {
    // head-neck S = 10.5, area 1 → 0.1 × 10.5 = 1.05
    const r = calculateEasi({
      ageYears: 40,
      regions: {
        headNeck: { area: 1, erythema: 3, edema: 3, excoriation: 3, lichenification: 1.5 },
        upperLimbs: zero,
        trunk: zero,
        lowerLimbs: zero,
      },
    });
    expect(r.score).toBe(1.05);
    expect(r.band?.label).toBe('mild');
  });

  it('a missing region makes the result incomplete and names it, never zero', () => {
    const { trunk: _t, ...three } = example;
    const r = calculateEasi({ ageYears: 30, regions: three });
    expect(r.status).toBe('incomplete');
    expect(r.score).toBeNull();
    expect(r.missing).toEqual(['regions.trunk']);
  });

  it('a missing age or sign is reported as missing', () => {
    const r = calculateEasi({
      regions: { ...example, trunk: { area: 1, erythema: 1, edema: 1, excoriation: 0 } },
    });
    expect(r.status).toBe('incomplete');
    expect(r.missing).toEqual(['ageYears', 'regions.trunk.lichenification']);
  });

  it('rejects out-of-range grades, quarter steps and unknown fields naming the field', () => {
    const bad = calculateEasi({
      ageYears: 30,
      regions: { ...example, trunk: { ...example.trunk, erythema: 3.5, edema: 1.25 } },
    });
    expect(bad.status).toBe('invalid');
    expect(bad.errors.map((e) => e.field)).toEqual([
      'regions.trunk.erythema',
      'regions.trunk.edema',
    ]);
    expect(bad.errors[0]?.message).toMatch(/regions\.trunk\.erythema: .*0 to 3 in steps of 0\.5/);
    const unknown = calculateEasi({ ageYears: 30, regions: { ...example, arms: zero } });
    expect(unknown.errors).toEqual([
      { field: 'regions.arms', message: 'regions.arms: unknown field' },
    ]);
    expect(calculateEasi('x').status).toBe('invalid');
  });

  it('warns when area and grades are inconsistent', () => {
    const r = calculateEasi({
      ageYears: 30,
      regions: { ...example, trunk: { ...zero, erythema: 2 }, upperLimbs: { ...zero, area: 2 } },
    });
    expect(r.status).toBe('complete');
    expect(r.warnings).toHaveLength(2);
  });
});
