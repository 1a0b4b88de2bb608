import { describe, expect, it } from 'vitest';
import { areaScore, calculateScore, regionPercentFromBodyPercent } from './index.js';

const score = (instrument: string, input: unknown) => {
  const r = calculateScore(instrument, input);
  if (!r) throw new Error(`unknown ${instrument}`);
  return r;
};

describe('SALT', () => {
  it('reproduces the worked example (27.8, S2, moderate)', () => {
    const r = score('salt', { vertex: 50, posterior: 25, rightSide: 10, leftSide: 0 });
    expect(r.score).toBe(27.8);
    expect(r.band).toEqual({ label: 'S2', scheme: 'Olsen 2004 S grades' });
    expect(r.otherBands?.[0]?.label).toBe('moderate');
  });
  it('all views are required; 100 % everywhere is S5', () => {
    expect(score('salt', { vertex: 50 }).missing).toEqual(['posterior', 'rightSide', 'leftSide']);
    const full = score('salt', { vertex: 100, posterior: 100, rightSide: 100, leftSide: 100 });
    expect(full.score).toBe(100);
    expect(full.band?.label).toBe('S5');
    expect(
      score('salt', { vertex: 101, posterior: 0, rightSide: 0, leftSide: 0 }).errors[0]?.field,
    ).toBe('vertex');
  });
});

describe('VASI', () => {
  it('reproduces the worked example (9.5)', () => {
    const r = score('vasi', {
      sites: [
        { site: 'hands', handUnits: 2, depigmentation: 75 },
        { site: 'upperExtremities', handUnits: 3, depigmentation: 50 },
        { site: 'trunk', handUnits: 4, depigmentation: 25 },
        { site: 'lowerExtremities', handUnits: 5, depigmentation: 90 },
        { site: 'feet', handUnits: 1, depigmentation: 100 },
      ],
    });
    expect(r.status).toBe('complete');
    expect(r.score).toBe(9.5);
    expect(r.breakdown.lowerExtremities?.term).toBe(4.5);
  });
  it('sums several patches per site (DocCheck 4.5) and flags missing sites', () => {
    const patches = [
      { site: 'trunk', handUnits: 3, depigmentation: 50 },
      { site: 'trunk', handUnits: 4, depigmentation: 75 },
    ];
    const partial = score('vasi', { sites: patches });
    expect(partial.status).toBe('incomplete');
    expect(partial.missing).toContain('sites.hands');
    const others = ['hands', 'upperExtremities', 'lowerExtremities', 'feet'].map((site) => ({
      site,
      handUnits: 0,
      depigmentation: 0,
    }));
    expect(score('vasi', { sites: [...patches, ...others] }).score).toBe(4.5);
  });
  it('rejects levels outside the standard set and more than 100 hand units', () => {
    const r = score('vasi', { sites: [{ site: 'trunk', handUnits: 1, depigmentation: 30 }] });
    expect(r.errors[0]?.field).toBe('sites.0.depigmentation');
    const big = score('vasi', {
      sites: [
        { site: 'trunk', handUnits: 60, depigmentation: 10 },
        { site: 'feet', handUnits: 41, depigmentation: 10 },
      ],
    });
    expect(big.status).toBe('invalid');
  });
});

describe('NAPSI', () => {
  it('reproduces the worked example (9 over 10 nails)', () => {
    const nails = [
      { nail: 'R1', matrix: 2, bed: 3 },
      { nail: 'R2', matrix: 4, bed: 0 },
      ...['R3', 'R4', 'R5', 'L1', 'L2', 'L3', 'L4', 'L5'].map((nail) => ({
        nail,
        matrix: 0,
        bed: 0,
      })),
    ];
    const r = score('napsi', { nails });
    expect(r.score).toBe(9);
    expect(r.maxScore).toBe(80);
    expect(r.breakdown.R1?.term).toBe(5);
  });
  it('duplicate nails are invalid, a missing bed is incomplete', () => {
    expect(
      score('napsi', {
        nails: [
          { nail: 'R1', matrix: 1, bed: 1 },
          { nail: 'R1', matrix: 0, bed: 0 },
        ],
      }).status,
    ).toBe('invalid');
    expect(score('napsi', { nails: [{ nail: 'R1', matrix: 1 }] }).missing).toEqual([
      'nails.R1.bed',
    ]);
  });
});

describe('MASI and mMASI', () => {
  const regions = {
    forehead: { area: 3, darkness: 2, homogeneity: 1 },
    rightMalar: { area: 4, darkness: 3, homogeneity: 2 },
    leftMalar: { area: 4, darkness: 2, homogeneity: 2 },
    chin: { area: 1, darkness: 1, homogeneity: 1 },
  };
  it('reproduces the worked example (13.7 and 7.9)', () => {
    expect(score('masi', { regions }).score).toBe(13.7);
    expect(score('mmasi', { regions }).score).toBe(7.9);
  });
  it('mMASI does not need homogeneity; MASI does', () => {
    const noH = Object.fromEntries(
      Object.entries(regions).map(([k, v]) => [k, { area: v.area, darkness: v.darkness }]),
    );
    expect(score('mmasi', { regions: noH }).score).toBe(7.9);
    expect(score('masi', { regions: noH }).missing).toHaveLength(4);
  });
});

describe('SCORAD', () => {
  const input = {
    extentPercent: 30,
    erythema: 2,
    edema: 2,
    oozingCrusting: 1,
    excoriation: 1,
    lichenification: 2,
    dryness: 2,
    itch: 6,
    sleeplessness: 4,
  };
  it('reproduces the worked example (51 and objective 41)', () => {
    const r = score('scorad', input);
    expect(r.score).toBe(51);
    expect(r.band?.label).toBe('severe');
    const o = score('oscorad', input);
    expect(o.score).toBe(41);
    expect(o.band).toBeUndefined();
  });
  it('oSCORAD does not need the symptoms', () => {
    const { itch: _i, sleeplessness: _s, ...objective } = input;
    expect(score('oscorad', objective).score).toBe(41);
    expect(score('scorad', objective).missing).toEqual(['itch', 'sleeplessness']);
  });
});

describe('TDS', () => {
  it.each([
    [[2, 5, 4, 4], 7.1, 'highly'],
    [[0, 1, 2, 2], 2.1, 'benign'],
    [[1, 4, 3, 3], 4.7, 'benign'],
    [[1, 5, 3, 3], 4.8, 'suspicious'],
    [[2, 4, 3, 2], 5.5, 'highly'],
  ] as const)('%j → %d', ([asymmetry, border, colors, structures], expected, band) => {
    const r = score('tds', { asymmetry, border, colors, structures });
    expect(r.score).toBe(expected);
    expect(r.band?.label).toContain(band);
  });
  it('rejects zero colours', () => {
    expect(
      score('tds', { asymmetry: 0, border: 0, colors: 0, structures: 1 }).errors[0]?.field,
    ).toBe('colors');
  });
});

describe('7-point checklist', () => {
  const criteria = {
    atypicalNetwork: true,
    blueWhitishVeil: false,
    atypicalVascularPattern: false,
    irregularStreaks: false,
    irregularDotsGlobules: true,
    irregularBlotches: false,
    regressionStructures: false,
  };
  it('atypical network + irregular dots = 3, at the original threshold', () => {
    const r = score('seven-point', criteria);
    expect(r.score).toBe(3);
    expect(r.variant).toBe('original');
    expect(r.band?.label).toMatch(/at or above/);
  });
  it('revised rule threshold is 1', () => {
    const r = score('seven-point', { ...criteria, atypicalNetwork: false, version: 'revised' });
    expect(r.score).toBe(1);
    expect(r.band?.label).toMatch(/at or above threshold \(≥ 1\)/);
  });
});

describe('GAGS', () => {
  const regions = { forehead: 2, rightCheek: 3, leftCheek: 1, nose: 0, chin: 4, chestUpperBack: 2 };
  it('reproduces the worked example (22, moderate)', () => {
    const r = score('gags', { regions });
    expect(r.score).toBe(22);
    expect(r.band?.label).toBe('moderate');
  });
  it('chest/back not examined is incomplete; 39 is very severe', () => {
    const { chestUpperBack: _c, ...face } = regions;
    expect(score('gags', { regions: face }).missing).toEqual(['regions.chestUpperBack']);
    const r = score('gags', {
      regions: { forehead: 4, rightCheek: 4, leftCheek: 4, nose: 2, chin: 1, chestUpperBack: 4 },
    });
    expect(r.score).toBe(39);
    expect(r.band?.label).toBe('very severe');
  });
});

describe('Hayashi', () => {
  it('bands counts', () => {
    expect(score('hayashi', { inflammatoryLesionsHalfFace: 5 }).band?.label).toBe('mild');
    expect(score('hayashi', { inflammatoryLesionsHalfFace: 51 }).band?.label).toBe('very severe');
  });
});

describe('helpers', () => {
  it('areaScore uses half-open bands', () => {
    expect([0, 0.4, 9.5, 10, 29.9, 30, 50, 70, 89.9, 90, 100].map(areaScore)).toEqual([
      0, 1, 1, 2, 2, 3, 4, 5, 5, 6, 6,
    ]);
    expect(() => areaScore(101)).toThrow(RangeError);
  });
  it('converts body % to region % (A10 examples)', () => {
    expect(regionPercentFromBodyPercent(6, 'trunk').percent).toBe(20);
    expect(regionPercentFromBodyPercent(3, 'headNeck').percent).toBe(30);
    expect(regionPercentFromBodyPercent(36, 'lowerLimbs').percent).toBe(90);
    expect(regionPercentFromBodyPercent(50, 'lowerLimbs')).toEqual({ percent: 100, clamped: true });
  });
  it('unknown instruments give undefined', () => {
    expect(calculateScore('dlqi', {})).toBeUndefined();
  });
});
