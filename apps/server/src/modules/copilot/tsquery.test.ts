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

  const counts = (c: Record<string, number>) => new Map(Object.entries(c));

  it('relaxes the most common words first, then any one or two, then any word', () => {
    const passes = queryPasses([counts({ psoriasi: 50, start: 900, methotrex: 60, mg: 300 })]);
    expect(passes.slice(0, 3)).toEqual([
      ["'start' & 'mg' & 'methotrex' & 'psoriasi'"],
      ["'mg' & 'methotrex' & 'psoriasi'"],
      ["'methotrex' & 'psoriasi'"],
    ]);
    expect(passes[3]).toHaveLength(4); // all but any one: four subsets of three
    expect(passes[4]).toHaveLength(6); // all but any two: six subsets of two
    expect(passes[5]).toEqual(["'start'", "'mg'", "'methotrex'", "'psoriasi'"]);
    expect(passes).toHaveLength(6);
  });

  it('leaves out a word no searched chunk holds, and never repeats a pass', () => {
    expect(queryPasses([counts({ dose: 50, many: 0, acne: 20, child: 5 })])).toEqual([
      ["'dose' & 'acne' & 'child'"],
      ["'acne' & 'child'"],
      ["'dose' & 'acne'", "'dose' & 'child'", "'acne' & 'child'"],
      ["'dose'", "'acne'", "'child'"],
    ]);
    expect(queryPasses([counts({ b: 5, a: 5 })])).toEqual([["'a' & 'b'"], ["'a'", "'b'"]]);
  });

  it('relaxes each configuration in step', () => {
    expect(queryPasses([counts({ dose: 3 }), counts({ dosi: 4, enfant: 9 }), counts({})])).toEqual([
      ["'dose'", "'enfant' & 'dosi'"],
      ["'dose'", "'enfant'", "'dosi'"],
    ]);
    expect(queryPasses([counts({ gone: 0 })])).toEqual([]);
  });
});
