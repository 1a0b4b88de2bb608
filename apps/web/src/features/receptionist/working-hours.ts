import { clockTimeSchema, type WorkingHours } from '@dermadesk/contracts';

/**
 * A resource's week as the hours editor holds it: each ISO weekday (1 Monday … 7 Sunday) with its
 * intervals, as typed (a lunch break makes two). Saved as one list, replacing the old hours.
 */
export interface HoursInterval {
  start: string;
  end: string;
}
export type WeekDraft = Record<number, HoursInterval[]>;

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** What is wrong with a day's hours, if anything: the editor marks the day and holds the save. */
export type DayProblem = 'format' | 'order' | 'overlap';

export function draftOf(hours: readonly WorkingHours[]): WeekDraft {
  const week: WeekDraft = Object.fromEntries(WEEKDAYS.map((d) => [d, []]));
  for (const h of [...hours].sort((a, b) => a.start.localeCompare(b.start)))
    week[h.weekday]!.push({ start: h.start, end: h.end });
  return week;
}

export function hoursOf(week: WeekDraft): WorkingHours[] {
  return WEEKDAYS.flatMap((weekday) =>
    [...(week[weekday] ?? [])]
      .sort((a, b) => a.start.localeCompare(b.start))
      .map(({ start, end }) => ({ weekday, start, end })),
  );
}

export const isClock = (s: string) => clockTimeSchema.safeParse(s).success;

export function dayProblem(intervals: readonly HoursInterval[]): DayProblem | null {
  if (intervals.some((i) => !isClock(i.start) || !isClock(i.end))) return 'format';
  if (intervals.some((i) => i.start >= i.end)) return 'order';
  const sorted = [...intervals].sort((a, b) => a.start.localeCompare(b.start));
  return sorted.some((i, n) => n > 0 && i.start < sorted[n - 1]!.end) ? 'overlap' : null;
}

/** The ticked days set to one interval each, the other days kept: the quick way to fill a week. */
export function fillDays(
  week: WeekDraft,
  days: readonly number[],
  interval: HoursInterval,
): WeekDraft {
  const next = { ...week };
  for (const d of days) next[d] = [{ ...interval }];
  return next;
}

/** Monday to Friday, 09:00–17:00: offered for a resource that has no hours yet, until saved. */
export const SUGGESTED_WEEK: WeekDraft = fillDays(draftOf([]), [1, 2, 3, 4, 5], {
  start: '09:00',
  end: '17:00',
});
