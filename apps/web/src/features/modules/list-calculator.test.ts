import { describe, expect, it } from 'vitest';
import type { Analysis } from '@dermadesk/contracts';
import { NAILS, listSeed, newRow, seedPaths, vasiSiteOf, workspaceScore } from './list-calculator';
import type { WorkItem } from './workspace-state';

const item = (bodyPart: string, handUnits: number | null, status = 'measured'): WorkItem => ({
  id: bodyPart,
  file: new Blob(),
  name: `${bodyPart}.jpg`,
  status: 'analysed',
  progress: 1,
  analysis: {
    bodyPart,
    result: {
      status,
      suggestions: [{ target: 'vasi.sites[].handUnits', value: handUnits }],
    },
  } as unknown as Analysis,
});

describe('list calculators (VASI sites, NAPSI nails)', () => {
  it('adds a row naming the first site or nail the list lacks', () => {
    expect(newRow('vasi', [])).toEqual({ site: 'hands', handUnits: null, depigmentation: null });
    expect(newRow('vasi', [{ site: 'hands' }, { site: 'upperExtremities' }]).site).toBe('trunk');
    expect(newRow('napsi', [{ nail: 'rightHand-thumb' }])).toEqual({
      nail: 'rightHand-index',
      matrix: null,
      bed: null,
    });
    expect(NAILS).toHaveLength(20);
  });

  it('maps photographed body parts to VASI sites (hands and feet apart from the limbs)', () => {
    expect(
      [
        'left-hand',
        'right-forearm',
        'chest',
        'groin',
        'left-knee',
        'right-foot',
        'face',
        'left-ear',
      ].map(vasiSiteOf),
    ).toEqual([
      'hands',
      'upperExtremities',
      'trunk',
      'lowerExtremities',
      'lowerExtremities',
      'feet',
      'headNeck',
      'headNeck',
    ]);
    expect(vasiSiteOf(null)).toBeUndefined();
  });

  it('proposes a VASI row per measured photograph, with the suggested hand units', () => {
    const seed = listSeed('vasi', [
      item('left-forearm', 1.5),
      item('chest', null),
      item('trunk', 2, 'rejected-by-quality-gate'),
    ]);
    expect(seed).toEqual([
      { site: 'upperExtremities', handUnits: 1.5, depigmentation: null },
      { site: 'trunk', handUnits: null, depigmentation: null },
    ]);
    expect(seedPaths('vasi', seed).map((s) => s.path)).toEqual([
      'sites.0.site',
      'sites.0.handUnits',
      'sites.1.site',
    ]);
    expect(listSeed('napsi', [item('fingernails', 1)])).toEqual([]);
  });

  it('scores VASI: worked example, a row being filled in, a level outside the set', () => {
    const example = [
      { site: 'hands', handUnits: 2, depigmentation: 75 },
      { site: 'upperExtremities', handUnits: 3, depigmentation: 50 },
      { site: 'trunk', handUnits: 4, depigmentation: 25 },
      { site: 'lowerExtremities', handUnits: 5, depigmentation: 90 },
      { site: 'feet', handUnits: 1, depigmentation: 100 },
    ];
    expect(workspaceScore('vasi', { sites: example })).toMatchObject({
      status: 'complete',
      score: 9.5,
    });
    const filling = workspaceScore('vasi', {
      sites: [...example, { site: 'trunk', handUnits: 1, depigmentation: null }],
    });
    expect(filling).toMatchObject({ status: 'incomplete', score: null, display: null });
    expect(filling?.missing).toEqual(['sites.5.depigmentation']);
    const feetOpen = example.map((r) => (r.site === 'feet' ? { ...r, handUnits: null } : r));
    expect(workspaceScore('vasi', { sites: feetOpen })?.missing).toEqual(['sites.4.handUnits']);
    expect(
      workspaceScore('vasi', { sites: [{ site: 'hands', handUnits: 1, depigmentation: 30 }] })
        ?.status,
    ).toBe('invalid');
    expect(workspaceScore('vasi', {})?.missing).toContain('sites.hands');
  });

  it('scores NAPSI per nail and says which grade is missing', () => {
    const nails = [
      { nail: 'rightHand-thumb', matrix: 2, bed: 3 },
      { nail: 'rightHand-index', matrix: 4, bed: 0 },
    ];
    expect(workspaceScore('napsi', { nails })).toMatchObject({ status: 'complete', score: 9 });
    expect(
      workspaceScore('napsi', { nails: [...nails, { nail: 'leftHand-thumb', matrix: 1 }] })
        ?.missing,
    ).toEqual(['nails.leftHand-thumb.bed']);
  });
});
