import { describe, expect, it } from 'vitest';
import { checkCitations, sentencesOf } from './citations.js';

describe('checkCitations', () => {
  it('keeps citations that name a passage sent, in order of first use', () => {
    const r = checkCitations('Use emollients daily [2]. Apply steroid twice a day [1][2].', 3);
    expect(r.used).toEqual([2, 1]);
    expect(r.unsupported).toEqual([]);
    expect(r.answer).toBe('Use emollients daily [2]. Apply steroid twice a day [1][2].');
  });

  it('drops numbers that name no passage and marks the sentence left bare', () => {
    const r = checkCitations('Methotrexate is weekly [1]. It cures psoriasis [7].', 2);
    expect(r.used).toEqual([1]);
    expect(r.answer).toBe('Methotrexate is weekly [1]. It cures psoriasis.');
    expect(r.unsupported).toEqual(['It cures psoriasis.']);
  });

  it('treats [0] as invalid and a sentence with no citation as unsupported', () => {
    const r = checkCitations('Nothing here [0]. Also this', 1);
    expect(r.used).toEqual([]);
    expect(r.unsupported).toEqual(['Nothing here.', 'Also this']);
  });

  it('splits sentences keeping trailing citations with them', () => {
    expect(sentencesOf('A is b [1]. C is d [2][3]!\nE')).toEqual([
      'A is b [1].',
      'C is d [2][3]!',
      'E',
    ]);
  });
});
