/**
 * Wall-clock dates and times in an IANA time zone, with the runtime's own zone data (Intl), so no
 * time-zone library is needed. Working hours are wall-clock ('09:00' on Mondays, in the
 * organisation's zone); appointments are instants. These turn one into the other across
 * daylight-saving changes.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a zone. */
export function wallClock(instant: number, zone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(zone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
export function offsetAt(instant: number, zone: string): number {
  const w = wallClock(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (instant - (instant % 1000));
}

/** 'YYYY-MM-DD' */
export type LocalDate = string;

/**
 * The instant a wall-clock time happens in a zone. A time skipped by a spring-forward change
 * (02:30 on the night clocks jump from 02:00 to 03:00) maps to the same distance after the jump
 * (03:30); a repeated autumn time maps to its first occurrence.
 */
export function zonedToInstant(date: LocalDate, time: string, zone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // The zone's offsets half a day either side: at most one change happens between them.
  const early = guess - offsetAt(guess - DAY / 2, zone);
  const late = guess - offsetAt(guess + DAY / 2, zone);
  const wanted = `${date}T${time}`;
  const valid = [early, late].filter((c) => localDateTimeOf(c, zone) === wanted);
  return valid.length ? Math.min(...valid) : early;
}

export function localDateOf(instant: number, zone: string): LocalDate {
  const w = wallClock(instant, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

export function localTimeOf(instant: number, zone: string): string {
  const w = wallClock(instant, zone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

function localDateTimeOf(instant: number, zone: string) {
  return `${localDateOf(instant, zone)}T${localTimeOf(instant, zone)}`;
}

/** ISO weekday of a calendar date: Monday 1 … Sunday 7. */
export function isoWeekday(date: LocalDate): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY).toISOString().slice(0, 10);
}

/** Minutes since midnight of 'HH:mm'. */
export const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

export { MINUTE, DAY };

const pad = (n: number) => String(n).padStart(2, '0');
