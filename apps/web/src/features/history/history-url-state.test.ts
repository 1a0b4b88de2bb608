import { describe, expect, it } from 'vitest';
import {
  defaultHistoryView,
  historyViewParams,
  lastPage,
  parseHistoryView,
  uploadsRequest,
} from './history-url-state';

const parse = (qs: string) => parseHistoryView(new URLSearchParams(qs));

describe('history URL state', () => {
  it('defaults to the first page, newest first, no search or filter', () => {
    expect(parse('')).toEqual(defaultHistoryView);
    expect(historyViewParams(defaultHistoryView).toString()).toBe('');
  });

  it('reads page, sort, search and modules', () => {
    expect(parse('page=3&sort=subjectId&dir=asc&q=%20AB-1%20&modules=14,3,3')).toEqual({
      page: 3,
      column: 'subjectId',
      direction: 'asc',
      keyword: 'AB-1',
      modules: [3, 14],
    });
  });

  it('falls back to defaults for malformed values', () => {
    expect(parse('page=-2&sort=password&dir=up&modules=a,0,7,1234')).toEqual({
      ...defaultHistoryView,
      modules: [7],
    });
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=1e3').page).toBe(1);
  });

  it('round-trips through the query string', () => {
    const view = {
      page: 2,
      column: 'imageCount' as const,
      direction: 'desc' as const,
      keyword: 'p 1',
      modules: [2, 13],
    };
    expect(parse(historyViewParams(view).toString())).toEqual(view);
    expect(historyViewParams(view).toString()).toBe(
      'page=2&sort=imageCount&dir=desc&q=p+1&modules=2%2C13',
    );
  });

  it('builds the get-uploads body with the page size 10', () => {
    expect(uploadsRequest({ ...defaultHistoryView, page: 4 })).toEqual({
      start: 30,
      length: 10,
      column: 'createdAt',
      direction: 'desc',
    });
    expect(uploadsRequest({ ...defaultHistoryView, keyword: ' x ', modules: [5] })).toMatchObject({
      keyword: 'x',
      modules: [5],
    });
  });

  it('knows the last page of a total', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(10)).toBe(1);
    expect(lastPage(11)).toBe(2);
  });
});
