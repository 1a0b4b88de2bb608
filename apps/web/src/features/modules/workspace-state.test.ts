import { describe, expect, it } from 'vitest';
import type { Analysis } from '@dermadesk/contracts';
import {
  hasUnsavedWork,
  initialWorkspace,
  setPath,
  workspaceReducer,
  type WorkspaceAction,
} from './workspace-state';

const file = new Blob(['x'], { type: 'image/jpeg' });
const analysis = { analysisId: 'a', result: { status: 'measured' } } as unknown as Analysis;
const add = (id: string, region?: string): WorkspaceAction => ({
  type: 'addFiles',
  files: [{ id, file, name: `${id}.jpg`, ...(region ? { region } : {}) }],
  replace: false,
});

describe('workspace state machine', () => {
  it('takes an image from queued through uploading to analysed, then saved', () => {
    let s = workspaceReducer(initialWorkspace(7), add('1'));
    expect(s.items[0]?.status).toBe('queued');
    s = workspaceReducer(s, { type: 'uploadStarted', id: '1' });
    s = workspaceReducer(s, { type: 'progress', id: '1', fraction: 0.5 });
    expect(s.items[0]).toMatchObject({ status: 'uploading', progress: 0.5 });
    s = workspaceReducer(s, { type: 'analysed', id: '1', analysis });
    expect(hasUnsavedWork(s)).toBe(true);
    s = workspaceReducer(s, { type: 'itemSaved', id: '1', uploadId: 4 });
    s = workspaceReducer(s, { type: 'saved', uploadId: 4 });
    expect(s).toMatchObject({ phase: 'saved', uploadId: 4 });
    expect(hasUnsavedWork(s)).toBe(false);
    expect(workspaceReducer(s, { type: 'clear' })).toEqual(initialWorkspace(7));
  });

  it('keeps the file of a failed upload for a retry, and fails interrupted uploads on restore', () => {
    let s = workspaceReducer(initialWorkspace(7), add('1'));
    s = workspaceReducer(s, { type: 'uploadStarted', id: '1' });
    const restored = workspaceReducer(initialWorkspace(7), { type: 'restore', state: s });
    expect(restored.items[0]).toMatchObject({ status: 'failed', file });
  });

  it('replaces the unsaved photo of a region', () => {
    let s = workspaceReducer(initialWorkspace(18), add('1', 'trunk'));
    s = workspaceReducer(s, add('2', 'trunk'));
    s = workspaceReducer(s, add('3', 'head-neck'));
    expect(s.items.map((i) => i.id)).toEqual(['2', '3']);
  });

  it('never overwrites a calculator value the clinician changed', () => {
    let s = workspaceReducer(initialWorkspace(8), {
      type: 'setCalculator',
      path: 'border',
      value: 3,
      byClinician: true,
    });
    s = workspaceReducer(s, {
      type: 'setCalculator',
      path: 'border',
      value: 5,
      byClinician: false,
    });
    expect(s.calculator).toEqual({ border: 3 });
    expect(setPath({}, 'regions.trunk.area', 2)).toEqual({ regions: { trunk: { area: 2 } } });
  });

  it('sets and clears values inside list rows without touching the other rows', () => {
    const input = { sites: [{ site: 'hands', handUnits: 1 }, { site: 'feet' }] };
    const next = setPath(input, 'sites.1.handUnits', 0.5);
    expect(next).toEqual({
      sites: [
        { site: 'hands', handUnits: 1 },
        { site: 'feet', handUnits: 0.5 },
      ],
    });
    expect(next.sites).not.toBe(input.sites);
    expect(input.sites[1]).toEqual({ site: 'feet' });
    expect(setPath(next, 'sites.0.handUnits', null)).toEqual({
      sites: [{ site: 'hands' }, { site: 'feet', handUnits: 0.5 }],
    });
  });
});
