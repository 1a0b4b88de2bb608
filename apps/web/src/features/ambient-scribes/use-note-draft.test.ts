import { describe, expect, it } from 'vitest';
import { restorable } from './use-note-draft';

describe('restorable', () => {
  const sections = [{ name: 'Assessment', text: 'Psoriasis. Reviewed today.' }];

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
