import { describe, expect, it } from 'vitest';
import { dayProblem, draftOf, fillDays, hoursOf, SUGGESTED_WEEK } from './working-hours';

describe('working hours as the editor holds them', () => {
  const saved = [
    { weekday: 1, start: '14:00', end: '18:00' },
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 6, start: '09:00', end: '12:00' },
  ];

  it('groups the saved hours by weekday, in time order, and saves them back the same', () => {
    const week = draftOf(saved);
    expect(week[1]).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '18:00' },
    ]);
    expect(week[2]).toEqual([]);
    expect(hoursOf(week)).toEqual([saved[1], saved[0], saved[2]]);
  });

  it('finds a bad time, an end before its start, and overlapping intervals', () => {
    expect(dayProblem([{ start: '9:00', end: '12:00' }])).toBe('format');
    expect(dayProblem([{ start: '12:00', end: '12:00' }])).toBe('order');
    expect(
      dayProblem([
        { start: '11:00', end: '14:00' },
        { start: '09:00', end: '12:00' },
      ]),
    ).toBe('overlap');
    expect(
      dayProblem([
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '18:00' },
      ]),
    ).toBeNull();
  });

  it('fills the ticked days with one interval and keeps the others', () => {
    const week = fillDays(draftOf(saved), [6, 7], { start: '08:00', end: '13:00' });
    expect(week[6]).toEqual([{ start: '08:00', end: '13:00' }]);
    expect(week[7]).toEqual([{ start: '08:00', end: '13:00' }]);
    expect(week[1]).toHaveLength(2);
    expect(hoursOf(SUGGESTED_WEEK).map((h) => h.weekday)).toEqual([1, 2, 3, 4, 5]);
  });
});
