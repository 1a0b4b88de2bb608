import type { Locale } from '@dermadesk/contracts';
import { parsers } from '../guided-parse.js';
import { addDays, localDateOf, localTimeOf, offsetAt, zonedToInstant } from '../zoned-time.js';

/**
 * 'next Tuesday afternoon', 'mardi prochain après-midi', 'tomorrow 9am', 'from Monday to
 * Wednesday': the stretch of time a caller means, in the organisation's zone. The day comes from
 * chrono-node in the caller's language; the part of the day from the words below (chrono reads
 * 'afternoon' as an uncertain 15:00, which would miss a 13:30 slot).
 */

export interface TimeWindow {
  from: number;
  to: number;
}

type Part = 'morning' | 'afternoon' | 'evening';
const PARTS: Record<Part, [string, string]> = {
  morning: ['07:00', '12:00'],
  afternoon: ['12:00', '18:00'],
  evening: ['17:00', '22:00'],
};
// 'mañana' alone is 'tomorrow' in Spanish; only 'la mañana' is the morning.
const PART_WORDS: [RegExp, Part][] = [
  [/\b(morning|matin(?:ée)?|la mañana|manhã|buổi sáng|sáng)\b/iu, 'morning'],
  [
    /(afternoon|après-midi|apres-midi|aprem|la tarde|à tarde|a tarde|buổi chiều|chiều)/iu,
    'afternoon',
  ],
  [/\b(evening|soir(?:ée)?|la noche|noite|buổi tối|tối)\b/iu, 'evening'],
];

function partOf(text: string): Part | null {
  return PART_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
}

const WHOLE_DAY: [string, string] = ['00:00', '24:00'];
const AN_HOUR = 60 * 60_000;

function dayWindow(day: string, [start, end]: [string, string], zone: string): TimeWindow {
  const from = zonedToInstant(day, start, zone);
  const to =
    end === '24:00'
      ? zonedToInstant(addDays(day, 1), '00:00', zone)
      : zonedToInstant(day, end, zone);
  return { from, to };
}

export function readTimeWindow(
  text: string,
  language: Locale,
  now: number,
  zone: string,
): TimeWindow | null {
  const part = partOf(text);
  const ref = { instant: new Date(now), timezone: offsetAt(now, zone) / 60_000 };
  const [found] = parsers[language].parse(text, ref, { forwardDate: true });
  if (!found) {
    if (!part) return null;
    return clip(dayWindow(localDateOf(now, zone), PARTS[part], zone), now);
  }
  const start = found.start.date().getTime();
  // 'this morning' names no day (chrono moves it to tomorrow once 06:00 has passed): today.
  const namesDay = ['day', 'weekday', 'month'].some((c) =>
    found.start.isCertain(c as 'day' | 'weekday' | 'month'),
  );
  const day = localDateOf(namesDay ? start : now, zone);
  if (found.end) {
    const lastDay = localDateOf(found.end.date().getTime(), zone);
    const window = {
      from: dayWindow(day, part ? PARTS[part] : WHOLE_DAY, zone).from,
      to: dayWindow(lastDay, part ? PARTS[part] : WHOLE_DAY, zone).to,
    };
    return clip(window, now);
  }
  if (found.start.isCertain('hour') && !part) {
    const at = zonedToInstant(day, localTimeOf(start, zone), zone);
    return clip({ from: at, to: at + AN_HOUR }, now);
  }
  return clip(dayWindow(day, part ? PARTS[part] : WHOLE_DAY, zone), now);
}

/** Nothing before now; null when the whole window is over. */
function clip(window: TimeWindow, now: number): TimeWindow | null {
  const from = Math.max(window.from, now);
  return from < window.to ? { from, to: window.to } : null;
}
