import { isoWeekday, localDateOf, localTimeOf } from './zoned-time.js';

/** What a waitlist entry asks for (contracts: waitlistInputSchema), as stored. */
export interface WaitlistWish {
  fromDate: string;
  toDate: string;
  weekdays: number[];
  earliest: string | null;
  latest: string | null;
}

/**
 * Whether a freed slot suits a waiting patient: its local date in their range, on a weekday they
 * named (any when none), starting no earlier and ending no later than their times.
 */
export function slotSuits(
  wish: WaitlistWish,
  slot: { start: number; end: number },
  timeZone: string,
): boolean {
  const date = localDateOf(slot.start, timeZone);
  if (date < wish.fromDate || date > wish.toDate) return false;
  if (wish.weekdays.length && !wish.weekdays.includes(isoWeekday(date))) return false;
  if (wish.earliest && localTimeOf(slot.start, timeZone) < wish.earliest) return false;
  if (wish.latest) {
    const endDate = localDateOf(slot.end, timeZone);
    if (endDate > date || localTimeOf(slot.end, timeZone) > wish.latest) return false;
  }
  return true;
}
