import { describe, expect, it } from 'vitest';
import { parseResultView, resultViewParams } from './result-url-state';

const parse = (qs: string) => parseResultView(new URLSearchParams(qs));

describe('result page URL state', () => {
  it('defaults to the first page with no search, and writes nothing for it', () => {
    expect(parse('')).toEqual({ page: 1, keyword: '' });
    expect(resultViewParams({ page: 1, keyword: '  ' }).toString()).toBe('');
  });

  it('reads and writes the page and the search', () => {
    expect(parse('page=3&q=%20left%20arm%20')).toEqual({ page: 3, keyword: 'left arm' });
    expect(resultViewParams({ page: 2, keyword: 'left arm' }).toString()).toBe('page=2&q=left+arm');
  });

  it('falls back to defaults for malformed values and caps the keyword at 100 characters', () => {
    expect(parse('page=-1').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=1e3').page).toBe(1);
    expect(parse(`q=${'x'.repeat(150)}`).keyword).toHaveLength(100);
  });
});
