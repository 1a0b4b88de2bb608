import { describe, expect, it } from 'vitest';
import { calculatePasi, relativeChange } from './pasi.js';

const example = {
  head: { area: 2, erythema: 2, induration: 1, desquamation: 2 },
  upperLimbs: { area: 2, erythema: 3, induration: 2, desquamation: 2 },
  trunk: { area: 3, erythema: 2, induration: 2, desquamation: 1 },
  lowerLimbs: { area: 4, erythema: 3, induration: 3, desquamation: 3 },
};

describe('calculatePasi', () => {
  it('reproduces the worked example (22.7)', () => {
    const r = calculatePasi({ regions: example });
    expect(r.status).toBe('complete');
    expect(r.score).toBe(22.7);
    expect(r.breakdown.trunk?.term).toBe(4.5);
    expect(r.band?.scheme).toMatch(/Rule of Tens/);
    expect(r.band?.label).toMatch(/> 10/);
  });

  it('rejects half grades and grades above 4', () => {
    const r = calculatePasi({
      regions: { ...example, head: { ...example.head, erythema: 1.5, induration: 5 } },
    });
    expect(r.status).toBe('invalid');
    expect(r.errors.map((e) => e.field)).toEqual([
      'regions.head.erythema',
      'regions.head.induration',
    ]);
  });

  it('is incomplete when a region is missing', () => {
    const r = calculatePasi({ regions: { head: example.head } });
    expect(r.missing).toEqual(['regions.upperLimbs', 'regions.trunk', 'regions.lowerLimbs']);
    expect(r.score).toBeNull();
  });

  it('relative change is null for a zero baseline', () => {
    expect(relativeChange(0, 3)).toBeNull();
    expect(relativeChange(20, 5)).toBe(0.75);
  });
});
