import type { z } from 'zod';
import type {
  Appointment,
  appointmentSources,
  createAppointmentSchema,
  moveAppointmentSchema,
  Slot,
  WaitlistMatch,
} from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import type { OrgActor } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import {
  EXCLUSION_VIOLATION,
  type AppointmentRow,
  type AppointmentsRepository,
} from './appointments.repository.js';
import type { ReceptionistRepositories } from './receptionist.repositories.js';
import type { TypeRow } from './setup.repository.js';
import {
  freeSlots,
  needsOf,
  occupiedSpan,
  pickResources,
  withinBookingWindow,
  type Availability,
  type Interval,
} from './slots.js';
import { slotSuits } from './waitlist-match.js';
import { toWaitlistEntry } from './waitlist.service.js';
import { DAY, localDateOf, MINUTE, zonedToInstant } from './zoned-time.js';

type Source = (typeof appointmentSources)[number];
/** Fresh slots offered with a refusal: the next ones from the asked day, within a week. */
const FRESH_SLOTS = 8;
const WAITLIST_SUGGESTIONS = 3;

const toSlot = (s: Interval): Slot => ({
  start: new Date(s.start).toISOString(),
  end: new Date(s.end).toISOString(),
});

/** Thrown inside a booking transaction when a resource is not free; answered after rollback. */
class Taken extends Error {}

function isExclusionViolation(e: unknown): boolean {
  for (let err = e as { code?: string; cause?: unknown } | undefined; err;) {
    if (err.code === EXCLUSION_VIOLATION) return true;
    err = err.cause as typeof err;
  }
  return false;
}

/**
 * Slots, bookings, moves and cancellations: the one path staff screens, the guided flow and the
 * assistant all book through, so they follow the same rules.
 */
export function createBookingService(deps: {
  repos: OrgScope<ReceptionistRepositories>;
  audit: AuditTrail;
  now?: () => Date;
}) {
  const { audit } = deps;
  const now = () => (deps.now ? deps.now() : new Date()).getTime();

  async function timeZoneOf(repos: ReceptionistRepositories) {
    return (await repos.setup.settings())?.timeZone ?? 'UTC';
  }

  async function typeOf(ctx: OrgActor, typeId: string): Promise<TypeRow> {
    const type = await deps.repos(ctx).setup.type(typeId);
    if (!type || !type.active) throw AppError.notFound('appointment type', typeId);
    return type;
  }

  /** Everything the slot rules read for one type over a range (maybe inside a transaction). */
  function availability(
    repos: ReceptionistRepositories,
    type: TypeRow,
    range: { from: number; to: number },
  ): Promise<Availability> {
    // A day either side covers buffers and local days that straddle the range's ends.
    const span = { from: new Date(range.from - DAY), to: new Date(range.to + DAY) };
    return repos.availability.read([...new Set(needsOf(type).flat())], span);
  }

  async function slotsOf(ctx: OrgActor, type: TypeRow, from: number, to: number) {
    const av = await availability(deps.repos(ctx), type, { from, to });
    return freeSlots(type, av, { from, to, now: now() });
  }

  /** The refusal of a taken time: 409 with the next free slots from the start of that day. */
  async function conflict(ctx: OrgActor, type: TypeRow, start: number, message: string) {
    const zone = await timeZoneOf(deps.repos(ctx));
    const dayStart = zonedToInstant(localDateOf(start, zone), '00:00', zone);
    const from = Math.max(dayStart, now());
    const slots = (await slotsOf(ctx, type, from, from + 7 * DAY)).slice(0, FRESH_SLOTS);
    return new AppError('CONFLICT', message, { slots: slots.map(toSlot) });
  }

  /**
   * A failed booking transaction as the caller sees it: a taken time gets 409 and fresh slots
   * (read after the rollback, outside the transaction); anything else passes through.
   */
  async function refusal(ctx: OrgActor, type: TypeRow, start: number, e: unknown) {
    if (e instanceof Taken) {
      return conflict(ctx, type, start, 'This time is taken or outside working hours.');
    }
    // Another booking took a resource between our check and our insert.
    if (isExclusionViolation(e)) {
      return conflict(ctx, type, start, 'This time was just booked by someone else.');
    }
    return e;
  }

  async function toAppointment(ctx: OrgActor, id: string): Promise<Appointment> {
    const repo = deps.repos(ctx).appointments;
    const row = await repo.find(id);
    if (!row) throw AppError.notFound('appointment', id);
    const [listed] = await repo.list({
      from: row.start,
      to: new Date(row.end.getTime() + 1),
      includeCancelled: true,
      patientId: row.patientId,
    });
    return appointmentOf(listed!);
  }

  /** Waiting patients a freed slot suits, oldest first. */
  async function waitlistFor(ctx: OrgActor, type: TypeRow, slot: Interval): Promise<WaitlistMatch> {
    const zone = await timeZoneOf(deps.repos(ctx));
    const rows = await deps.repos(ctx).waitlist.list({
      typeId: type.id,
      date: localDateOf(slot.start, zone),
    });
    const entries = rows
      .filter((r) => slotSuits(r.entry, slot, zone))
      .slice(0, WAITLIST_SUGGESTIONS)
      .map(toWaitlistEntry);
    return { slot: toSlot(slot), entries };
  }

  return {
    async slots(ctx: OrgActor, query: { typeId: string; from: string; to: string }) {
      const type = await typeOf(ctx, query.typeId);
      const slots = await slotsOf(ctx, type, Date.parse(query.from), Date.parse(query.to));
      return slots.map(toSlot);
    },

    /** Free slots with the resources each would take (the guided flow and assistant show them). */
    slotsWithResources: (ctx: OrgActor, type: TypeRow, from: number, to: number) =>
      slotsOf(ctx, type, from, to),

    typeOf,

    async book(
      ctx: OrgActor,
      input: z.output<typeof createAppointmentSchema>,
      source: Source,
    ): Promise<Appointment> {
      const type = await typeOf(ctx, input.typeId);
      const patient = await deps.repos(ctx).patients.find(input.patientId);
      if (!patient) throw AppError.notFound('patient', input.patientId);
      const start = Date.parse(input.start);
      const end = input.end ? Date.parse(input.end) : start + type.durationMin * MINUTE;
      if (end <= start) throw AppError.badRequest('The end must be after the start.');
      if (!withinBookingWindow(type, start, now())) {
        throw await conflict(
          ctx,
          type,
          start,
          `This time cannot be booked: ${type.name} needs ${type.minNoticeMin} minutes' notice and can be booked up to ${type.horizonDays} days ahead.`,
        );
      }
      const appointment = { start, end };
      let row: AppointmentRow;
      try {
        row = await deps.repos.transaction(ctx, async (repos) => {
          const av = await availability(repos, type, { from: start, to: end });
          const picked = pickResources(type, av, appointment, input.resourceIds);
          if (!picked || input.resourceIds?.some((id) => !picked.includes(id))) {
            throw new Taken();
          }
          return repos.appointments.book(
            {
              typeId: type.id,
              patientId: patient.id,
              start: new Date(start),
              end: new Date(end),
              source,
              notes: input.notes,
              createdBy: ctx.userId,
            },
            picked,
            occupiedSpan(type, appointment),
          );
        });
      } catch (e) {
        throw await refusal(ctx, type, start, e);
      }
      if (input.waitlistEntryId) {
        await deps.repos(ctx).waitlist.setStatus(input.waitlistEntryId, 'booked');
      }
      await audit.record(ctx, 'create', { type: 'appointment', id: row.id, details: { source } });
      return toAppointment(ctx, row.id);
    },

    /** Moves or resizes a booked appointment; its resources stay unless others are named. */
    async move(ctx: OrgActor, id: string, input: z.output<typeof moveAppointmentSchema>) {
      const current = await deps.repos(ctx).appointments.find(id);
      if (!current || current.status !== 'booked') throw AppError.notFound('appointment', id);
      const type = await typeOf(ctx, current.typeId);
      const start = Date.parse(input.start);
      const end = input.end
        ? Date.parse(input.end)
        : start + (current.end.getTime() - current.start.getTime());
      if (end <= start) throw AppError.badRequest('The end must be after the start.');
      if (!withinBookingWindow(type, start, now())) {
        throw await conflict(
          ctx,
          type,
          start,
          'An appointment cannot be moved into the past or beyond the horizon.',
        );
      }
      const appointment = { start, end };
      try {
        await deps.repos.transaction(ctx, async (repos) => {
          const repo = repos.appointments;
          const preferred = input.resourceIds ?? (await repo.resourcesOf(id));
          // Its own old place does not count against the new one.
          await repo.release(id);
          const av = await availability(repos, type, { from: start, to: end });
          const picked = pickResources(type, av, appointment, preferred);
          if (!picked || input.resourceIds?.some((r) => !picked.includes(r))) {
            throw new Taken();
          }
          await repo.move(
            id,
            { start: new Date(start), end: new Date(end) },
            picked,
            occupiedSpan(type, appointment),
          );
        });
      } catch (e) {
        throw await refusal(ctx, type, start, e);
      }
      await audit.record(ctx, 'update', { type: 'appointment', id: id });
      return toAppointment(ctx, id);
    },

    /** Cancels and answers with the waiting patients the freed slot suits. */
    async cancel(ctx: OrgActor, id: string, reason: string) {
      const row = await deps.repos.transaction(ctx, (repos) =>
        repos.appointments.cancel(id, reason),
      );
      if (!row) throw AppError.notFound('appointment', id);
      await audit.record(ctx, 'update', {
        type: 'appointment',
        id: id,
        details: { status: 'cancelled' },
      });
      const type = await deps.repos(ctx).setup.type(row.typeId);
      const slot = { start: row.start.getTime(), end: row.end.getTime() };
      return {
        waitlist: type ? await waitlistFor(ctx, type, slot) : { slot: toSlot(slot), entries: [] },
      };
    },

    async list(
      ctx: OrgActor,
      query: { from: string; to: string; patientId?: string; includeCancelled: boolean },
    ) {
      const rows = await deps.repos(ctx).appointments.list({
        ...query,
        from: new Date(query.from),
        to: new Date(query.to),
      });
      await audit.record(ctx, 'view', { type: 'appointment-list', id: query.patientId ?? null });
      return rows.map(appointmentOf);
    },

    get: toAppointment,
  };
}
export type BookingService = ReturnType<typeof createBookingService>;

type ListedRow = Awaited<ReturnType<AppointmentsRepository['list']>>[number];
/** A listed row as the API shows it (the calendar, the patient page and the FHIR export). */
export function appointmentOf(r: ListedRow): Appointment {
  const a = r.appointment;
  return {
    id: a.id,
    typeId: a.typeId,
    typeName: r.typeName,
    colour: r.colour,
    patientId: a.patientId,
    patientName: `${r.firstName} ${r.lastName}`,
    start: a.start.toISOString(),
    end: a.end.toISOString(),
    status: a.status,
    cancelReason: a.cancelReason,
    resourceIds: r.resourceIds,
    source: a.source,
    notes: a.notes,
  };
}
