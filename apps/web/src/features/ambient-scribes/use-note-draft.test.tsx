import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restorable, useNoteDraft, type StoredNoteDraft } from './use-note-draft';

const store = vi.hoisted(() => ({
  draftKey: (user: string, org: string, what: string) => `${user}:${org}:${what}`,
  loadDraft: vi.fn<(key: string) => Promise<unknown>>(),
  saveDraft: vi.fn<(key: string, draft: unknown) => Promise<void>>(async () => {}),
  dropDraft: vi.fn<(key: string) => Promise<void>>(async () => {}),
}));
vi.mock('../../lib/draft-store', () => store);
vi.mock('../../lib/account/account-store', () => ({
  useAccount: () => ({ user: { id: 'u1' }, currentOrgAccess: 'org-1' }),
}));
beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const sections = [{ name: 'Assessment', text: 'Psoriasis. Reviewed today.' }];

describe('restorable', () => {
  it('puts a draft back onto the note version it was made from', () => {
    expect(restorable({ base: 3, sections }, 3)).toEqual(sections);
  });

  it('drops a draft of an older version: the note generated or saved since wins', () => {
    expect(restorable({ base: 2, sections }, 3)).toBeNull();
  });

  it('has nothing to restore without a draft', () => {
    expect(restorable(undefined, 0)).toBeNull();
  });
});

describe('useNoteDraft', () => {
  it('is not ready, and holds no edits, until the draft store has answered', async () => {
    let answer!: (draft: StoredNoteDraft) => void;
    store.loadDraft.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const { result } = renderHook(() => useNoteDraft('e1', 3));
    const [edits, , ready] = result.current;
    expect(ready).toBe(false);
    expect(edits).toBeNull();

    await act(async () => answer({ base: 3, sections }));
    expect(result.current[2]).toBe(true);
    expect(result.current[0]).toEqual(sections);
  });

  it('neither judges nor drops a draft before the note version is known', async () => {
    store.loadDraft.mockResolvedValueOnce({ base: 3, sections } satisfies StoredNoteDraft);
    const { result, rerender } = renderHook(({ version }) => useNoteDraft('e1', version), {
      initialProps: { version: undefined as number | undefined },
    });
    await act(async () => {});
    expect(store.loadDraft).toHaveBeenCalledWith('u1:org-1:scribe-note:e1');
    expect(result.current[2]).toBe(false);
    expect(store.dropDraft).not.toHaveBeenCalled();

    rerender({ version: 3 });
    await act(async () => {});
    expect(result.current[2]).toBe(true);
    expect(result.current[0]).toEqual(sections);
    expect(store.dropDraft).not.toHaveBeenCalled();
  });

  it('drops a draft of an older note once the version is known', async () => {
    store.loadDraft.mockResolvedValueOnce({ base: 2, sections } satisfies StoredNoteDraft);
    const { result } = renderHook(() => useNoteDraft('e1', 3));
    await act(async () => {});
    expect(result.current[2]).toBe(true);
    expect(result.current[0]).toBeNull();
    expect(store.dropDraft).toHaveBeenCalledWith('u1:org-1:scribe-note:e1');
  });
});
