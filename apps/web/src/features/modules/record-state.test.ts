import { describe, expect, it } from 'vitest';
import type { Analysis } from '@dermadesk/contracts';
import {
  amendmentPending,
  hasUnsavedWork,
  initialWorkspace,
  isDraft,
  workspaceReducer,
  type WorkspaceAction,
  type WorkspaceState,
} from './workspace-state';

const analysis = { analysisId: 'a', result: { status: 'measured' } } as unknown as Analysis;
const file = new Blob(['x'], { type: 'image/jpeg' });
const run = (s: WorkspaceState, ...actions: WorkspaceAction[]) =>
  actions.reduce(workspaceReducer, s);
const add = (id: string): WorkspaceAction => ({
  type: 'addFiles',
  files: [{ id, file, name: `${id}.jpg` }],
  replace: true,
});
const grade = (value: number, byClinician = true): WorkspaceAction => ({
  type: 'setCalculator',
  path: 'regions.chin',
  value,
  byClinician,
});

/** Subject A analysed, graded and saved as upload 4. */
const savedRecord = () =>
  run(
    initialWorkspace(2),
    { type: 'setField', field: 'subjectId', value: 'SUBJ-A' },
    add('1'),
    { type: 'analysed', id: '1', analysis },
    grade(1),
    { type: 'saveStarted' },
    { type: 'itemSaved', id: '1', uploadId: 4 },
    { type: 'saved', uploadId: 4 },
  );

describe('a save ends the draft', () => {
  it('is a draft while editing, and no longer once saved', () => {
    const editing = run(initialWorkspace(2), { type: 'setField', field: 'subjectId', value: 'A' });
    expect(isDraft(editing)).toBe(true);
    expect(isDraft(initialWorkspace(2))).toBe(false);
    const saved = savedRecord();
    expect(saved).toMatchObject({ phase: 'saved', uploadId: 4 });
    expect(isDraft(saved)).toBe(false);
    expect(hasUnsavedWork(saved)).toBe(false);
  });

  it('the saved record takes no new photo, subject or grade as a side effect', () => {
    const saved = savedRecord();
    expect(run(saved, add('2'))).toBe(saved);
    expect(run(saved, { type: 'setField', field: 'subjectId', value: 'SUBJ-B' })).toBe(saved);
    expect(run(saved, grade(3))).toBe(saved);
    expect(run(saved, grade(3, false))).toBe(saved);
    expect(run(saved, { type: 'remove', id: '1' })).toBe(saved);
  });

  it('a saved record restored from an old draft starts a new, empty workspace', () => {
    expect(run(initialWorkspace(2), { type: 'restore', state: savedRecord() })).toEqual(
      initialWorkspace(2),
    );
  });

  it('adds a photo to the saved visit only when asked: same subject, fixed; no calculator', () => {
    const visit = run(savedRecord(), { type: 'addToVisit', uploadId: 4, subjectId: 'SUBJ-A' });
    expect(visit).toMatchObject({
      phase: 'editing',
      subjectId: 'SUBJ-A',
      uploadId: 4,
      visit: { uploadId: 4, subjectId: 'SUBJ-A' },
      items: [],
      calculator: {},
    });
    expect(isDraft(visit)).toBe(true);
    expect(run(visit, { type: 'setField', field: 'subjectId', value: 'SUBJ-B' }).subjectId).toBe(
      'SUBJ-A',
    );
    const saved = run(
      visit,
      add('2'),
      { type: 'analysed', id: '2', analysis },
      {
        type: 'saved',
        uploadId: 4,
      },
    );
    expect(saved).toMatchObject({ phase: 'saved', uploadId: 4, visit: { uploadId: 4 } });
  });

  it('clear starts the next patient from nothing', () => {
    expect(run(savedRecord(), { type: 'clear' })).toEqual(initialWorkspace(2));
  });
});

describe('amending a saved score', () => {
  it('opens the grades, marks a change as unsaved, and stores it or goes back', () => {
    const saved = savedRecord();
    const amending = run(saved, { type: 'amend' });
    expect(amending.phase).toBe('amending');
    expect(amendmentPending(amending)).toBe(false);
    const changed = run(amending, grade(3));
    expect(changed.calculator).toEqual({ regions: { chin: 3 } });
    expect(amendmentPending(changed)).toBe(true);
    expect(hasUnsavedWork(changed)).toBe(true);
    // A suggestion never changes a record, even while amending.
    expect(run(changed, grade(0, false))).toBe(changed);

    expect(run(changed, { type: 'cancelAmend' })).toMatchObject({
      phase: 'saved',
      calculator: { regions: { chin: 1 } },
    });
    const failed = run(
      changed,
      { type: 'amendStarted' },
      { type: 'saveFailed', error: { key: 'e' } },
    );
    expect(failed).toMatchObject({ phase: 'amending', saveError: { key: 'e' } });
    const stored = run(changed, { type: 'amendStarted' }, { type: 'amended' });
    expect(stored).toMatchObject({ phase: 'saved', calculator: { regions: { chin: 3 } } });
    expect(amendmentPending(stored)).toBe(false);
    expect(isDraft(stored)).toBe(false);
  });

  it('is only offered on a saved record', () => {
    const editing = run(initialWorkspace(2), add('1'));
    expect(run(editing, { type: 'amend' })).toBe(editing);
  });
});
