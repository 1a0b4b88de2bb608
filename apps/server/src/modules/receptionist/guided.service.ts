import type { z } from 'zod';
import type { GuidedResponse, GuidedState, guidedRequestSchema } from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import type { OrgActor } from '../../lib/request-context.js';
import { findOrCreateCaller } from './assistant/caller-identity.js';
import type { BookingService } from './booking.service.js';
import {
  identityOf,
  isNo,
  isYes,
  mergeIdentity,
  partsToKeep,
  readClockTime,
  readIdentityParts,
  readWhen,
} from './guided-parse.js';
import type { PatientsService } from './patients.service.js';
import type { SetupService } from './setup.service.js';
import { DAY, localDateOf, localTimeOf, zonedToInstant } from './zoned-time.js';

type GuidedRequest = z.output<typeof guidedRequestSchema>;
const SLOTS_SHOWN = 8;
/** How far ahead a day without free slots looks for the next ones. */
const LOOK_AHEAD_DAYS = 14;

/**
 * The guided booking conversation without a chat model: type → day → slot → details → confirm.
 * Each answer moves the state one step (or asks again); the booking goes through the booking
 * service, under the same rules as a booking made on the calendar.
 */
export function createGuidedBookingService(deps: {
  setup: SetupService;
  booking: BookingService;
  patients: PatientsService;
  now?: () => number;
}) {
  const now = () => (deps.now ? deps.now() : Date.now());

  async function slotsFrom(ctx: OrgActor, typeId: string, day: string, zone: string) {
    const type = await deps.booking.typeOf(ctx, typeId);
    const from = zonedToInstant(day, '00:00', zone);
    const onDay = await deps.booking.slotsWithResources(ctx, type, from, from + DAY);
    if (onDay.length) return { day, slots: onDay };
    const later = await deps.booking.slotsWithResources(
      ctx,
      type,
      from,
      from + LOOK_AHEAD_DAYS * DAY,
    );
    return { day: null, slots: later };
  }

  return {
    /** `public`: the patient-facing page, which never learns whether a record exists. */
    async answer(
      ctx: OrgActor,
      req: GuidedRequest,
      channel: 'desk' | 'public' = 'desk',
    ): Promise<GuidedResponse> {
      const { timeZone: zone } = await deps.setup.settings(ctx);
      const types = (await deps.setup.types(ctx)).filter((t) => t.active);
      const input = req.input;
      const state: GuidedState = { ...req.state };
      const reply = (
        key: string,
        options: GuidedResponse['options'] = [],
        params: Record<string, string> = {},
      ): GuidedResponse => ({ state, reply: { key, params }, options, timeZone: zone });
      const typeOptions = () =>
        types.map((t) => ({ value: t.id, label: t.name, kind: 'text' as const }));
      const timeOptions = (slots: { start: number }[]) =>
        slots.slice(0, SLOTS_SHOWN).map((s) => ({
          value: new Date(s.start).toISOString(),
          label: new Date(s.start).toISOString(),
          kind: 'time' as const,
        }));

      switch (state.step) {
        case 'type': {
          if (!types.length) return reply('noTypes');
          const wanted = input.toLowerCase();
          const type =
            types.find((t) => t.id === input) ??
            (wanted ? types.find((t) => t.name.toLowerCase().includes(wanted)) : undefined);
          if (!type) return reply(input ? 'typeUnknown' : 'askType', typeOptions());
          Object.assign(state, { step: 'day', typeId: type.id });
          return reply('askDay', [], { type: type.name });
        }
        case 'day': {
          const when = readWhen(input, req.language, now(), zone);
          if (!when || !state.typeId) return reply('dayUnknown');
          const { day, slots } = await slotsFrom(ctx, state.typeId, when.day, zone);
          const exact = when.time && slots.find((s) => localTimeOf(s.start, zone) === when.time);
          if (exact && day) {
            Object.assign(state, {
              step: 'details',
              day,
              start: new Date(exact.start).toISOString(),
            });
            return reply('askDetails');
          }
          if (!slots.length) return reply('nothingFree');
          Object.assign(state, { step: 'slot', day: day ?? undefined });
          return reply(
            day ? (when.time ? 'timeTaken' : 'pickSlot') : 'dayFull',
            timeOptions(slots),
          );
        }
        case 'slot': {
          if (!state.typeId) return reply('dayUnknown');
          const { slots } = await slotsFrom(
            ctx,
            state.typeId,
            state.day ?? localDateOf(now(), zone),
            zone,
          );
          const time = readClockTime(input);
          const picked = slots.find(
            (s) =>
              new Date(s.start).toISOString() === input ||
              (time && localTimeOf(s.start, zone) === time),
          );
          if (!picked) return reply('pickSlot', timeOptions(slots));
          Object.assign(state, { step: 'details', start: new Date(picked.start).toISOString() });
          return reply('askDetails');
        }
        case 'details': {
          const given = mergeIdentity(state.given, readIdentityParts(input));
          const identity = identityOf(given);
          if (!identity) {
            state.given = partsToKeep(given);
            // The names read back, so a sentence taken for a name shows as one.
            if (given.names.length >= 2)
              return reply('detailsNeedBirthDate', [], { name: given.names.join(' ') });
            return reply(given.dateOfBirth ? 'detailsNeedName' : 'detailsUnknown');
          }
          Object.assign(state, { step: 'confirm', patient: identity, given: undefined });
          const type = types.find((t) => t.id === state.typeId);
          return reply('confirm', [], {
            type: type?.name ?? '',
            start: state.start ?? '',
            name: `${identity.firstName} ${identity.lastName}`,
          });
        }
        case 'confirm': {
          if (isNo(input)) {
            Object.assign(state, { step: 'day', start: undefined });
            return reply('askDay', [], {
              type: types.find((t) => t.id === state.typeId)?.name ?? '',
            });
          }
          if (!isYes(input)) return reply('confirmAgain');
          if (!state.typeId || !state.start || !state.patient)
            throw AppError.badRequest('The conversation lost its place: start again.');
          // The client keeps the state, so a patient id in it is not trusted: the confirmed
          // details lead to the record (on the public page only with a matching phone).
          const { patient } = await findOrCreateCaller(deps.patients, ctx, state.patient, {
            public: channel === 'public',
            language: req.language,
          });
          const patientId = patient.id;
          try {
            const booked = await deps.booking.book(
              ctx,
              { typeId: state.typeId, start: state.start, patientId, notes: '' },
              channel === 'public' ? 'public' : 'guided',
            );
            Object.assign(state, { step: 'done', patientId, appointmentId: booked.id });
            return reply('booked', [], { start: booked.start, type: booked.typeName });
          } catch (e) {
            if (!(e instanceof AppError) || e.code !== 'CONFLICT') throw e;
            const slots = (e.details as { slots: { start: string }[] }).slots;
            Object.assign(state, { step: 'slot', patientId, start: undefined });
            return reply(
              'justTaken',
              slots.map((s) => ({ value: s.start, label: s.start, kind: 'time' as const })),
            );
          }
        }
        case 'done':
          return reply('booked');
      }
    },
  };
}
export type GuidedBookingService = ReturnType<typeof createGuidedBookingService>;
