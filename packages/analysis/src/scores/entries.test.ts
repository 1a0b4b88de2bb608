import { describe, expect, it } from 'vitest';
import { calculatorEntries } from './entries.js';

describe('calculatorEntries', () => {
  it('lists plain fields in the instrument’s order, whatever the JSON key order', () => {
    // jsonb gives keys back sorted by length: the calculator's order is restored.
    const input = { regions: { chin: 1, nose: 0, forehead: 2, leftCheek: 3, rightCheek: 2 } };
    expect(calculatorEntries('GAGS', input)).toEqual([
      { group: null, field: 'forehead', value: 2 },
      { group: null, field: 'rightCheek', value: 2 },
      { group: null, field: 'leftCheek', value: 3 },
      { group: null, field: 'nose', value: 0 },
      { group: null, field: 'chin', value: 1 },
    ]);
  });

  it('groups grid grades by region and keeps a cleared grade as null', () => {
    const input = {
      regions: { trunk: { area: 2, edema: null, erythema: 1.5 }, headNeck: { area: 1 } },
      ageYears: 40,
    };
    expect(calculatorEntries('easi', input)).toEqual([
      { group: null, field: 'ageYears', value: 40 },
      { group: 'headNeck', field: 'area', value: 1 },
      { group: 'trunk', field: 'area', value: 2 },
      { group: 'trunk', field: 'erythema', value: 1.5 },
      { group: 'trunk', field: 'edema', value: null },
    ]);
  });

  it('names the rows of a list by their site or nail', () => {
    expect(
      calculatorEntries('vasi', {
        sites: [{ depigmentation: 50, handUnits: 1.5, site: 'hands' }],
      }),
    ).toEqual([
      { group: 'hands', field: 'handUnits', value: 1.5 },
      { group: 'hands', field: 'depigmentation', value: 50 },
    ]);
    expect(
      calculatorEntries('napsi', { nails: [{ nail: 'rightHand-thumb', matrix: 2, bed: 1 }] }),
    ).toEqual([
      { group: 'rightHand-thumb', field: 'matrix', value: 2 },
      { group: 'rightHand-thumb', field: 'bed', value: 1 },
    ]);
  });

  it('has nothing for an unknown instrument or an input that is not an object', () => {
    expect(calculatorEntries('nope', { a: 1 })).toEqual([]);
    expect(calculatorEntries('salt', [1, 2])).toEqual([]);
    expect(calculatorEntries('salt', { vertex: { x: 1 }, unknown: 3 })).toEqual([
      { group: null, field: 'vertex', value: null },
    ]);
  });
});
