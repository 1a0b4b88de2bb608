import type { WorkingHours } from '@dermadesk/contracts';
import {
  addDays,
  DAY,
  isoWeekday,
  localDateOf,
  MINUTE,
  zonedToInstant,
  type LocalDate,
} from './zoned-time.js';

/**
 * Free-slot computation, pure: the same rules answer the slot list, check a staff booking and
 * check the assistant's booking. Times are epoch milliseconds.
 *
 * - An appointment occupies its resources from `start - bufferBefore` to `end + bufferAfter`;
 *   two occupations of one resource may not overlap (buffers of both sides count, which is the
 *   overlap Cal.com gets wrong, #24253). The database enforces the same rule (migration 0020).
 * - The appointment itself (not its buffers) lies inside one working interval of each resource
 *   it uses, and outside that resource's exceptions and the organisation-wide ones.
 * - Offered starts sit on a grid of the type's step (its duration unless set) counted from where
 *   the working hours of one resource of every need begin together (a practitioner from 09:00 and
 *   a room from 08:00: from 09:00), no sooner than the minimum notice, within the horizon.
 */

export interface Interval {
  start: number;
  end: number;
}

export interface TypeRules {
  durationMin: number;
  bufferBeforeMin: number;
  bufferAfterMin: number;
  slotStepMin: number | null;
  minNoticeMin: number;
  horizonDays: number;
  /** Each needed. */
  resourceIds: string[];
  /** One of each group needed. */
  resourceChoices: string[][];
}

export interface Availability {
  timeZone: string;
  hours: Map<string, WorkingHours[]>;
  /** Closures per resource id; '*' holds the organisation-wide ones. */
  exceptions: Map<string, Interval[]>;
  /** Occupied intervals (buffers included) per resource id, sorted by start. */
  busy: Map<string, Interval[]>;
}

export interface FreeSlot extends Interval {
  /** The resources this slot would occupy, one per need. */
  resourceIds: string[];
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** The groups a booking must fill: each fixed resource alone, then each choice. */
export function needsOf(type: TypeRules): string[][] {
  return [...type.resourceIds.map((id) => [id]), ...type.resourceChoices];
}

/**
 * A wall-clock time of a day as an instant. Intl is slow next to the rest of the computation and
 * the answer never changes, so it is kept across requests: a month of slots asks for each day's
 * opening and closing times, and the next request asks for the same ones again. Bounded: cleared
 * when full (about 1 MB).
 */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 20_000;

function instantOf(day: LocalDate, time: string, zone: string): number {
  const key = `${zone} ${day}T${time}`;
  let at = instants.get(key);
  if (at === undefined) {
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    at = zonedToInstant(day, time, zone);
    instants.set(key, at);
  }
  return at;
}

// Each local day's opening intervals of every resource, worked out once per availability: a
// slot search looks them up for every candidate start and every resource that could take it.
const openCache = new WeakMap<Availability, Map<LocalDate, Map<string, Interval[]>>>();
const NONE: Interval[] = [];

function openOn(av: Availability, day: LocalDate): Map<string, Interval[]> {
  let days = openCache.get(av);
  if (!days) openCache.set(av, (days = new Map<LocalDate, Map<string, Interval[]>>()));
  let open = days.get(day);
  if (!open) {
    const weekday = isoWeekday(day);
    open = new Map<string, Interval[]>();
    for (const [resourceId, hours] of av.hours) {
      const intervals = hours
        .filter((h) => h.weekday === weekday)
        .map((h) => ({
          start: instantOf(day, h.start, av.timeZone),
          end: instantOf(day, h.end, av.timeZone),
        }));
      if (intervals.length) open.set(resourceId, intervals);
    }
    days.set(day, open);
  }
  return open;
}

/** Working intervals of one resource on one local day, as instants. */
const intervalsOn = (av: Availability, resourceId: string, day: LocalDate) =>
  openOn(av, day).get(resourceId) ?? NONE;

/**
 * Whether a sorted list of disjoint intervals (one resource's bookings: the database keeps them
 * disjoint) meets an interval; a binary search, as a resource can hold thousands.
 */
export function meetsSorted(sorted: Interval[], x: Interval): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.end <= x.start) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo]!.start < x.end;
}

// Each resource's closures with the organisation-wide ones, joined once per availability rather
// than once per candidate start.
const closedCache = new WeakMap<Availability, Map<string, Interval[]>>();

function closuresOf(av: Availability, resourceId: string): Interval[] {
  let cache = closedCache.get(av);
  if (!cache) closedCache.set(av, (cache = new Map<string, Interval[]>()));
  let found = cache.get(resourceId);
  if (!found) {
    found = [...(av.exceptions.get(resourceId) ?? []), ...(av.exceptions.get('*') ?? [])];
    cache.set(resourceId, found);
  }
  return found;
}

/** Is one resource free for an appointment (and its occupied span, buffers included)? */
export function resourceFree(
  av: Availability,
  resourceId: string,
  appointment: Interval,
  occupied: Interval,
  day: LocalDate = localDateOf(appointment.start, av.timeZone),
): boolean {
  const open = intervalsOn(av, resourceId, day).some(
    (i) => i.start <= appointment.start && appointment.end <= i.end,
  );
  if (!open) return false;
  if (closuresOf(av, resourceId).some((c) => overlaps(c, appointment))) return false;
  return !meetsSorted(av.busy.get(resourceId) ?? [], occupied);
}

export function occupiedSpan(type: TypeRules, appointment: Interval): Interval {
  return {
    start: appointment.start - type.bufferBeforeMin * MINUTE,
    end: appointment.end + type.bufferAfterMin * MINUTE,
  };
}

/**
 * The resources a booking at this time would take (preferred ones first where they fit a need),
 * or null when some need has no free resource.
 */
export function pickResources(
  type: TypeRules,
  av: Availability,
  appointment: Interval,
  preferred: string[] = [],
  day: LocalDate = localDateOf(appointment.start, av.timeZone),
): string[] | null {
  const occupied = occupiedSpan(type, appointment);
  const chosen: string[] = [];
  for (const need of needsOf(type)) {
    const ordered = preferred.length
      ? [...need].sort((a, b) => Number(preferred.includes(b)) - Number(preferred.includes(a)))
      : need;
    const free = ordered.find(
      (id) => !chosen.includes(id) && resourceFree(av, id, appointment, occupied, day),
    );
    if (!free) return null;
    chosen.push(free);
  }
  return chosen;
}

/**
 * The day's windows in which one resource of every need works, each from where the last of them
 * starts: the grid's anchors. Each member of a choice keeps its own anchor (a practitioner who
 * starts at 09:30 offers 09:30), but a fixed room open from 08:00 does not put a practitioner's
 * 40-minute grid from 09:00 at 08:00 + 40-minute steps too.
 */
function windowsOn(type: TypeRules, av: Availability, day: LocalDate): Interval[] {
  let windows: Interval[] | null = null;
  for (const need of needsOf(type)) {
    const open = need.flatMap((id) => intervalsOn(av, id, day));
    if (windows === null) {
      windows = open;
      continue;
    }
    const met = new Map<string, Interval>();
    for (const a of windows) {
      for (const b of open) {
        const both = { start: Math.max(a.start, b.start), end: Math.min(a.end, b.end) };
        if (both.start < both.end) met.set(`${both.start} ${both.end}`, both);
      }
    }
    windows = [...met.values()];
  }
  return windows ?? NONE;
}

/** Whether a start time honours the minimum notice and the booking horizon. */
export function withinBookingWindow(type: TypeRules, start: number, now: number): boolean {
  return start >= now + type.minNoticeMin * MINUTE && start <= now + type.horizonDays * DAY;
}

/**
 * Free slots with `from <= start` and `end <= to`, in time order, each start once. Works a local
 * day at a time: working hours never cross midnight, so a start's day is the day that offered it
 * and no start is converted back through the zone.
 */
export function freeSlots(
  type: TypeRules,
  av: Availability,
  range: { from: number; to: number; now: number },
): FreeSlot[] {
  const duration = type.durationMin * MINUTE;
  const step = (type.slotStepMin ?? type.durationMin) * MINUTE;
  const slots: FreeSlot[] = [];
  // One day either side: a zone far from UTC puts part of a local day outside the UTC range.
  const lastDay = addDays(localDateOf(range.to, av.timeZone), 1);
  for (let day = addDays(localDateOf(range.from, av.timeZone), -1); day <= lastDay;) {
    const starts = new Set<number>();
    for (const open of windowsOn(type, av, day)) {
      for (let s = open.start; s + duration <= open.end; s += step) starts.add(s);
    }
    for (const start of [...starts].sort((a, b) => a - b)) {
      const end = start + duration;
      if (start < range.from || end > range.to) continue;
      if (!withinBookingWindow(type, start, range.now)) continue;
      const picked = pickResources(type, av, { start, end }, [], day);
      if (picked) slots.push({ start, end, resourceIds: picked });
    }
    day = addDays(day, 1);
  }
  return slots;
}
