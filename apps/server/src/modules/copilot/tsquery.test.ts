import { describe, expect, it } from 'vitest';
import { atLeast, queryPasses } from './tsquery.js';

describe('full-text query passes', () => {
  it('writes "at least k of n" as one AND per k-subset', () => {
    expect(atLeast(['a', 'b', 'c'], 2)).toEqual(["'a' & 'b'", "'a' & 'c'", "'b' & 'c'"]);
    expect(atLeast(['a', 'b', 'c'], 3)).toEqual(["'a' & 'b' & 'c'"]);
    expect(atLeast(['a', 'b', 'c'], 1)).toEqual(["'a'", "'b'", "'c'"]);
    // 252 subsets: left to the looser passes.
    expect(atLeast('abcdefghij'.split(''), 5)).toBeNull();
  });

  it('drops anything but plain lexemes, so no query syntax gets in', () => {
    expect(atLeast(["a'b", 'x|y', 'dose', 'dose'], 1)).toEqual(["'dose'"]);
    expect(atLeast(['!'], 1)).toBeNull();
  });

  it('goes from all words to any, per configuration, without repeating a pass', () => {
    expect(queryPasses([['dose', 'acne', 'child']])).toEqual([
      ["'dose' & 'acne' & 'child'"],
      ["'dose' & 'acne'", "'dose' & 'child'", "'acne' & 'child'"],
      ["'dose'", "'acne'", "'child'"],
    ]);
    expect(queryPasses([['dose'], ['dosi', 'enfant'], []])).toEqual([
      ["'dose'", "'dosi' & 'enfant'"],
      ["'dose'", "'dosi'", "'enfant'"],
    ]);
    expect(queryPasses([[]])).toEqual([]);
  });
});
