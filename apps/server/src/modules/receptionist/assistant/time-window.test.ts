import { describe, expect, it } from 'vitest';
import { readTimeWindow } from './time-window.js';

// Wednesday 2 December 2026, 10:15 in Paris (09:15 UTC).
const now = Date.parse('2026-12-02T09:15:00Z');
const iso = (w: { from: number; to: number } | null) =>
  w && { from: new Date(w.from).toISOString(), to: new Date(w.to).toISOString() };

describe('readTimeWindow', () => {
  it("reads 'next Tuesday afternoon' as that afternoon in the organisation's zone", () => {
    expect(iso(readTimeWindow('next Tuesday afternoon', 'en', now, 'Europe/Paris'))).toEqual({
      from: '2026-12-08T11:00:00.000Z',
      to: '2026-12-08T17:00:00.000Z',
    });
  });

  it('reads French and Spanish parts of the day', () => {
    expect(iso(readTimeWindow('mardi après-midi', 'fr', now, 'Europe/Paris'))?.from).toBe(
      '2026-12-08T11:00:00.000Z',
    );
    expect(iso(readTimeWindow('el viernes por la mañana', 'es', now, 'Europe/Paris'))).toEqual({
      from: '2026-12-04T06:00:00.000Z',
      to: '2026-12-04T11:00:00.000Z',
    });
  });

  it('reads a clock time as the hour from it, and a day alone as the whole day', () => {
    expect(iso(readTimeWindow('tomorrow 9am', 'en', now, 'Europe/Paris'))).toEqual({
      from: '2026-12-03T08:00:00.000Z',
      to: '2026-12-03T09:00:00.000Z',
    });
    expect(iso(readTimeWindow('Friday', 'en', now, 'America/New_York'))).toEqual({
      from: '2026-12-04T05:00:00.000Z',
      to: '2026-12-05T05:00:00.000Z',
    });
  });

  it('starts today’s windows now, and knows when nothing is left of them', () => {
    expect(iso(readTimeWindow('this morning', 'en', now, 'Europe/Paris'))).toEqual({
      from: '2026-12-02T09:15:00.000Z',
      to: '2026-12-02T11:00:00.000Z',
    });
    expect(
      readTimeWindow('this morning', 'en', Date.parse('2026-12-02T16:00:00Z'), 'Europe/Paris'),
    ).toBeNull();
    expect(readTimeWindow('whenever suits', 'en', now, 'Europe/Paris')).toBeNull();
  });

  it('reads a range of days', () => {
    expect(iso(readTimeWindow('from Monday to Wednesday', 'en', now, 'UTC'))).toEqual({
      from: '2026-12-07T00:00:00.000Z',
      to: '2026-12-10T00:00:00.000Z',
    });
  });
});
