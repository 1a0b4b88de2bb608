import { describe, expect, it } from 'vitest';
import type { WorkingHours } from '@dermadesk/contracts';
import {
  freeSlots,
  meetsSorted,
  pickResources,
  type Availability,
  type Interval,
  type TypeRules,
} from './slots.js';
import { zonedToInstant } from './zoned-time.js';

const DR = 'dr-a';
const DR2 = 'dr-b';
const ROOM = 'laser-room';
const at = (iso: string) => Date.parse(iso);
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

function type(over: Partial<TypeRules> = {}): TypeRules {
  return {
    durationMin: 30,
    bufferBeforeMin: 0,
    bufferAfterMin: 0,
    slotStepMin: null,
    minNoticeMin: 0,
    horizonDays: 365,
    resourceIds: [DR],
    resourceChoices: [],
    ...over,
  };
}

const everyDay = (start: string, end: string): WorkingHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

function availability(over: Partial<Availability> = {}): Availability {
  return {
    timeZone: 'UTC',
    hours: new Map([
      [DR, everyDay('09:00', '12:00')],
      [DR2, everyDay('09:00', '12:00')],
      [ROOM, everyDay('09:00', '12:00')],
    ]),
    exceptions: new Map(),
    busy: new Map(),
    ...over,
  };
}

// Monday 2 March 2026.
const day = {
  from: at('2026-03-02T00:00Z'),
  to: at('2026-03-03T00:00Z'),
  now: at('2026-01-01T00:00Z'),
};

describe('free slots', () => {
  it('lies on a grid of the duration from the start of working hours, in time order', () => {
    const slots = freeSlots(type(), availability(), day);
    expect(slots.map((s) => hhmm(s.start))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect(slots[0]!.end - slots[0]!.start).toBe(30 * 60_000);
    expect(slots[0]!.resourceIds).toEqual([DR]);
  });

  it('uses the type’s own step when it has one', () => {
    const slots = freeSlots(type({ durationMin: 45, slotStepMin: 15 }), availability(), day);
    expect(slots.map((s) => hhmm(s.start))).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
      '11:15',
    ]);
  });

  it('keeps both sides’ buffers apart: ours before and after, and the existing booking’s', () => {
    const booked = new Map([
      [DR, [{ start: at('2026-03-02T10:00Z'), end: at('2026-03-02T10:30Z') }]],
    ]);
    const withBuffers = type({ bufferBeforeMin: 10, bufferAfterMin: 5 });
    // 09:30 would clean until 10:05; 10:30 would prepare from 10:20.
    expect(
      freeSlots(withBuffers, availability({ busy: booked }), day).map((s) => hhmm(s.start)),
    ).toEqual(['09:00', '11:00', '11:30']);
    // A biopsy booked 10:00–10:30 with 15 min cleaning after occupies 10:00–10:45.
    const cleaning = new Map([
      [DR, [{ start: at('2026-03-02T10:00Z'), end: at('2026-03-02T10:45Z') }]],
    ]);
    expect(
      freeSlots(type(), availability({ busy: cleaning }), day).map((s) => hhmm(s.start)),
    ).toEqual(['09:00', '09:30', '11:00', '11:30']);
  });

  it('honours the minimum notice and the booking horizon', () => {
    const now = at('2026-03-02T09:40Z');
    const slots = freeSlots(type({ minNoticeMin: 60 }), availability(), { ...day, now });
    expect(slots.map((s) => hhmm(s.start))).toEqual(['11:00', '11:30']);
    const far = { from: at('2026-03-10T00:00Z'), to: at('2026-03-11T00:00Z'), now };
    expect(freeSlots(type({ horizonDays: 7 }), availability(), far)).toEqual([]);
    expect(freeSlots(type({ horizonDays: 9 }), availability(), far).length).toBe(6);
  });

  it('leaves out a resource’s exceptions and the organisation-wide ones', () => {
    const leave = new Map([
      [DR, [{ start: at('2026-03-02T10:15Z'), end: at('2026-03-02T11:00Z') }]],
    ]);
    expect(
      freeSlots(type(), availability({ exceptions: leave }), day).map((s) => hhmm(s.start)),
    ).toEqual(['09:00', '09:30', '11:00', '11:30']);
    const holiday = new Map([
      ['*', [{ start: at('2026-03-02T00:00Z'), end: at('2026-03-03T00:00Z') }]],
    ]);
    expect(freeSlots(type(), availability({ exceptions: holiday }), day)).toEqual([]);
  });

  it('needs every resource of the type free: a busy laser room closes the practitioner’s slot', () => {
    const busy = new Map([
      [ROOM, [{ start: at('2026-03-02T09:00Z'), end: at('2026-03-02T11:00Z') }]],
    ]);
    const laser = type({ resourceIds: [DR, ROOM] });
    const slots = freeSlots(laser, availability({ busy }), day);
    expect(slots.map((s) => hhmm(s.start))).toEqual(['11:00', '11:30']);
    expect(slots[0]!.resourceIds).toEqual([DR, ROOM]);
  });

  it('anchors the grid where every needed resource works: a room open earlier adds no starts', () => {
    // The practitioner works 09:00–12:00, the room 08:00–18:00: a 40-minute type steps by 40
    // minutes from 09:00, not also from 08:00 (08:40, 09:20…, which the room alone would give).
    const hours = new Map([
      [DR, everyDay('09:00', '12:00')],
      [ROOM, everyDay('08:00', '18:00')],
    ]);
    const slots = freeSlots(
      type({ durationMin: 40, resourceIds: [DR, ROOM] }),
      availability({ hours }),
      day,
    );
    expect(slots.map((s) => hhmm(s.start))).toEqual(['09:00', '09:40', '10:20', '11:00']);
    // Each practitioner of a choice keeps the grid of their own hours.
    const choice = new Map([
      [DR, everyDay('09:00', '11:00')],
      [DR2, everyDay('09:30', '11:00')],
      [ROOM, everyDay('08:00', '18:00')],
    ]);
    const either = freeSlots(
      type({ durationMin: 40, resourceIds: [ROOM], resourceChoices: [[DR, DR2]] }),
      availability({ hours: choice }),
      day,
    );
    expect(either.map((s) => hhmm(s.start))).toEqual(['09:00', '09:30', '09:40', '10:10', '10:20']);
  });

  it('takes a free practitioner out of a choice, preferring the one asked for', () => {
    const busy = new Map([
      [DR, [{ start: at('2026-03-02T09:00Z'), end: at('2026-03-02T12:00Z') }]],
    ]);
    const anyDoctor = type({ resourceIds: [], resourceChoices: [[DR, DR2]] });
    const slots = freeSlots(anyDoctor, availability({ busy }), day);
    expect(slots).toHaveLength(6);
    expect(slots.every((s) => s.resourceIds[0] === DR2)).toBe(true);
    const free = availability();
    const nine = { start: at('2026-03-02T09:00Z'), end: at('2026-03-02T09:30Z') };
    expect(pickResources(anyDoctor, free, nine)).toEqual([DR]);
    expect(pickResources(anyDoctor, free, nine, [DR2])).toEqual([DR2]);
    expect(pickResources(anyDoctor, availability({ busy }), nine, [DR])).toEqual([DR2]);
  });

  it('follows the organisation’s wall clock across the daylight-saving changes (Paris)', () => {
    const paris = availability({ timeZone: 'Europe/Paris' });
    const saturday = { from: at('2026-03-28T00:00Z'), to: at('2026-03-30T00:00Z'), now: day.now };
    const starts = freeSlots(type({ durationMin: 60 }), paris, saturday).map((s) =>
      new Date(s.start).toISOString(),
    );
    // 09:00 in Paris is 08:00 UTC on Saturday (CET) and 07:00 UTC on Sunday (CEST).
    expect(starts).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-28T09:00:00.000Z',
      '2026-03-28T10:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-29T09:00:00.000Z',
    ]);
    // Autumn: back to UTC+1 on Sunday 25 October.
    const autumn = { from: at('2026-10-25T00:00Z'), to: at('2026-10-26T00:00Z'), now: day.now };
    expect(hhmm(freeSlots(type(), paris, autumn)[0]!.start)).toBe('08:00');
  });

  it('keeps a working interval across the night clocks change its real length', () => {
    const night = availability({
      timeZone: 'Europe/Paris',
      hours: new Map([[DR, everyDay('01:00', '04:00')]]),
    });
    const range = { from: at('2026-03-28T22:00Z'), to: at('2026-03-29T04:00Z'), now: day.now };
    // 01:00–04:00 on the spring-forward night lasts two hours: two one-hour slots, not three.
    expect(freeSlots(type({ durationMin: 60 }), night, range).map((s) => hhmm(s.start))).toEqual([
      '00:00',
      '01:00',
    ]);
  });
});

describe('zoned wall clock', () => {
  it('maps a skipped time forward and a repeated time to its first occurrence', () => {
    expect(new Date(zonedToInstant('2026-03-29', '02:30', 'Europe/Paris')).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(new Date(zonedToInstant('2026-10-25', '02:30', 'Europe/Paris')).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(new Date(zonedToInstant('2026-07-01', '09:00', 'America/New_York')).toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
  });
});

describe('sorted interval search', () => {
  const list: Interval[] = [
    { start: 0, end: 10 },
    { start: 20, end: 30 },
    { start: 40, end: 50 },
  ];
  it('finds overlaps and treats touching ends as free', () => {
    expect(meetsSorted(list, { start: 10, end: 20 })).toBe(false);
    expect(meetsSorted(list, { start: 29, end: 35 })).toBe(true);
    expect(meetsSorted(list, { start: 50, end: 60 })).toBe(false);
    expect(meetsSorted(list, { start: -5, end: 1 })).toBe(true);
    expect(meetsSorted([], { start: 0, end: 1 })).toBe(false);
  });
});
