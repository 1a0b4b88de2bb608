import { describe, expect, it } from 'vitest';
import { slotSuits, type WaitlistWish } from './waitlist-match.js';

const wish = (over: Partial<WaitlistWish> = {}): WaitlistWish => ({
  fromDate: '2026-03-02',
  toDate: '2026-03-06',
  weekdays: [],
  earliest: null,
  latest: null,
  ...over,
});
// Tuesday 3 March 2026, 14:00–14:30 in Paris (13:00Z).
const slot = { start: Date.parse('2026-03-03T13:00Z'), end: Date.parse('2026-03-03T13:30Z') };

describe('a freed slot suits a waiting patient', () => {
  it('within their dates, weekdays and times, read in the organisation’s zone', () => {
    expect(slotSuits(wish(), slot, 'Europe/Paris')).toBe(true);
    expect(slotSuits(wish({ toDate: '2026-03-02' }), slot, 'Europe/Paris')).toBe(false);
    expect(slotSuits(wish({ weekdays: [1, 3] }), slot, 'Europe/Paris')).toBe(false);
    expect(slotSuits(wish({ weekdays: [2] }), slot, 'Europe/Paris')).toBe(true);
    expect(slotSuits(wish({ earliest: '14:00', latest: '14:30' }), slot, 'Europe/Paris')).toBe(
      true,
    );
    // In UTC the same slot starts at 13:00, before the patient's 14:00.
    expect(slotSuits(wish({ earliest: '14:00' }), slot, 'UTC')).toBe(false);
    expect(slotSuits(wish({ latest: '14:15' }), slot, 'Europe/Paris')).toBe(false);
  });
});
