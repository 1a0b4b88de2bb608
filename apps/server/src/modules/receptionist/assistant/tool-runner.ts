import type { AssistantChannel, CallOutcome, Locale } from '@dermadesk/contracts';
import { AppError } from '../../../lib/app-error.js';
import type { OrgActor } from '../../../lib/request-context.js';
import type { BookingService } from '../booking.service.js';
import type { PatientsService } from '../patients.service.js';
import type { SetupService } from '../setup.service.js';
import type { WaitlistService } from '../waitlist.service.js';
import { DAY } from '../zoned-time.js';
import type { AssistantRepository } from './assistant.repository.js';
import { findOrCreateCaller } from './caller-identity.js';
import { readTimeWindow } from './time-window.js';
import type { ParsedCall, ToolArgs } from './tools.js';

/** Searches the clinic's Copilot sources (when Copilot is enabled for the organisation). */
export type ClinicSearch = (
  ctx: OrgActor,
  question: string,
) => Promise<{ source: string; page?: number; url?: string; text: string }[]>;

export interface ToolDeps {
  setup: SetupService;
  booking: BookingService;
  patients: PatientsService;
  waitlist: WaitlistService;
  repo: (ctx: OrgActor) => AssistantRepository;
  /** Null for the public page, which never reads the clinic's documents. */
  clinicSearch: ClinicSearch | null;
  now: () => number;
}

/** The conversation a tool acts in: who is calling, through which door, for which patient. */
export interface ToolScope {
  ctx: OrgActor;
  conversationId: string;
  channel: AssistantChannel;
  language: Locale;
  patientId: string | null;
}

/** A tool's answer for the model, plus what it did (the call summary's outcome reads this). */
export interface ToolResult {
  content: Record<string, unknown>;
  outcome?: CallOutcome;
  appointmentId?: string;
  patientId?: string;
}

const SLOTS_SHOWN = 8;
const LOOK_AHEAD_DAYS = 14;
const UPCOMING_DAYS = 366;

const needPatient: ToolResult = {
  content: { error: 'Identify the caller first (identify_patient, confirmed by the caller).' },
};

/**
 * Runs one checked tool call through the same services the staff screens use, so the rules
 * (free resources, buffers, notice, 409 with fresh slots) are the same. Refusals the caller can
 * act on come back as results for the model to explain; anything else is thrown.
 */
export function createToolRunner(deps: ToolDeps) {
  const localLabel = (iso: string, zone: string, language: Locale) =>
    new Intl.DateTimeFormat(language, {
      timeZone: zone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));

  async function typeNamed(ctx: OrgActor, asked: string) {
    const types = (await deps.setup.types(ctx)).filter((t) => t.active);
    const wanted = asked.toLowerCase();
    return (
      types.find((t) => t.id === asked) ??
      types.find((t) => t.name.toLowerCase() === wanted) ??
      types.find(
        (t) => t.name.toLowerCase().includes(wanted) || wanted.includes(t.name.toLowerCase()),
      )
    );
  }

  async function unknownType(ctx: OrgActor): Promise<ToolResult> {
    const names = (await deps.setup.types(ctx)).filter((t) => t.active).map((t) => t.name);
    return { content: { error: 'Unknown appointment type.', appointmentTypes: names } };
  }

  /** A 409 from the booking rules, as the model should tell it: the message and fresh times. */
  function refused(e: unknown, zone: string, language: Locale): ToolResult {
    if (!(e instanceof AppError) || e.code !== 'CONFLICT') throw e;
    const slots = ((e.details as { slots?: { start: string }[] } | undefined)?.slots ?? []).map(
      (s) => ({ start: s.start, local: localLabel(s.start, zone, language) }),
    );
    return { content: { conflict: true, message: e.message, freshSlots: slots } };
  }

  /** The patient's own appointment, or nothing (another patient's is as good as missing). */
  async function ownAppointment(scope: ToolScope, id: string) {
    try {
      const a = await deps.booking.get(scope.ctx, id);
      return a.patientId === scope.patientId && a.status === 'booked' ? a : null;
    } catch (e) {
      if (e instanceof AppError && e.code === 'NOT_FOUND') return null;
      throw e;
    }
  }

  const handlers: {
    [N in ParsedCall['name']]: (scope: ToolScope, args: ToolArgs<N>) => Promise<ToolResult>;
  } = {
    async identify_patient(scope, args) {
      if (!args.confirmed) {
        return {
          content: {
            readBack: {
              firstName: args.firstName,
              lastName: args.lastName,
              dateOfBirth: args.dateOfBirth,
              phone: args.phone,
            },
            instruction:
              'Read these details back to the caller; call again with confirmed=true once they say they are right.',
          },
        };
      }
      const { patient, created } = await findOrCreateCaller(deps.patients, scope.ctx, args, {
        public: scope.channel === 'public',
        language: scope.language,
      });
      await deps
        .repo(scope.ctx)
        .updateConversation(scope.conversationId, { patientId: patient.id });
      return {
        content: {
          identified: true,
          newRecord: created,
          name: `${patient.firstName} ${patient.lastName}`,
        },
        patientId: patient.id,
      };
    },

    async find_slots(scope, args) {
      const type = await typeNamed(scope.ctx, args.appointmentType);
      if (!type) return unknownType(scope.ctx);
      const { timeZone: zone } = await deps.setup.settings(scope.ctx);
      const window = readTimeWindow(args.when, scope.language, deps.now(), zone);
      if (!window) {
        return { content: { error: `Could not read a future time in "${args.when}".` } };
      }
      const bookingType = await deps.booking.typeOf(scope.ctx, type.id);
      const show = (slots: { start: number }[]) =>
        slots.slice(0, SLOTS_SHOWN).map((s) => {
          const start = new Date(s.start).toISOString();
          return { start, local: localLabel(start, zone, scope.language) };
        });
      const inWindow = await deps.booking.slotsWithResources(
        scope.ctx,
        bookingType,
        window.from,
        window.to,
      );
      if (inWindow.length)
        return { content: { appointmentType: type.name, slots: show(inWindow) } };
      const later = await deps.booking.slotsWithResources(
        scope.ctx,
        bookingType,
        window.to,
        window.to + LOOK_AHEAD_DAYS * DAY,
      );
      return {
        content: {
          appointmentType: type.name,
          slots: [],
          nothingInThatWindow: true,
          nextFree: show(later),
        },
      };
    },

    async book_appointment(scope, args) {
      if (!scope.patientId) return needPatient;
      const type = await typeNamed(scope.ctx, args.appointmentType);
      if (!type) return unknownType(scope.ctx);
      const { timeZone: zone } = await deps.setup.settings(scope.ctx);
      try {
        const booked = await deps.booking.book(
          scope.ctx,
          { typeId: type.id, start: args.start, patientId: scope.patientId, notes: '' },
          scope.channel === 'public' ? 'public' : 'assistant',
        );
        return {
          content: {
            booked: true,
            appointmentId: booked.id,
            appointmentType: booked.typeName,
            local: localLabel(booked.start, zone, scope.language),
          },
          outcome: 'booked',
          appointmentId: booked.id,
        };
      } catch (e) {
        return refused(e, zone, scope.language);
      }
    },

    async list_my_appointments(scope) {
      if (!scope.patientId) return needPatient;
      const { timeZone: zone } = await deps.setup.settings(scope.ctx);
      const now = deps.now();
      const list = await deps.booking.list(scope.ctx, {
        from: new Date(now).toISOString(),
        to: new Date(now + UPCOMING_DAYS * DAY).toISOString(),
        patientId: scope.patientId,
        includeCancelled: false,
      });
      return {
        content: {
          appointments: list.map((a) => ({
            appointmentId: a.id,
            appointmentType: a.typeName,
            start: a.start,
            local: localLabel(a.start, zone, scope.language),
          })),
        },
      };
    },

    async reschedule_appointment(scope, args) {
      if (!scope.patientId) return needPatient;
      if (!(await ownAppointment(scope, args.appointmentId))) {
        return { content: { error: 'No such appointment for this patient.' } };
      }
      const { timeZone: zone } = await deps.setup.settings(scope.ctx);
      try {
        const moved = await deps.booking.move(scope.ctx, args.appointmentId, { start: args.start });
        return {
          content: { rescheduled: true, local: localLabel(moved.start, zone, scope.language) },
          outcome: 'rescheduled',
          appointmentId: moved.id,
        };
      } catch (e) {
        return refused(e, zone, scope.language);
      }
    },

    async cancel_appointment(scope, args) {
      if (!scope.patientId) return needPatient;
      if (!(await ownAppointment(scope, args.appointmentId))) {
        return { content: { error: 'No such appointment for this patient.' } };
      }
      await deps.booking.cancel(scope.ctx, args.appointmentId, args.reason);
      return {
        content: { cancelled: true },
        outcome: 'cancelled',
        appointmentId: args.appointmentId,
      };
    },

    async join_waitlist(scope, args) {
      if (!scope.patientId) return needPatient;
      const type = await typeNamed(scope.ctx, args.appointmentType);
      if (!type) return unknownType(scope.ctx);
      if (args.fromDate > args.toDate) return { content: { error: 'The dates are reversed.' } };
      await deps.waitlist.add(scope.ctx, {
        patientId: scope.patientId,
        typeId: type.id,
        fromDate: args.fromDate,
        toDate: args.toDate,
        weekdays: [],
        earliest: args.earliest ?? null,
        latest: args.latest ?? null,
        notes: '',
      });
      return { content: { waiting: true, appointmentType: type.name }, outcome: 'waitlisted' };
    },

    async clinic_info(scope, args) {
      const settings = await deps.setup.settings(scope.ctx);
      const types = (await deps.setup.types(scope.ctx))
        .filter((t) => t.active)
        .map((t) => ({ name: t.name, durationMin: t.durationMin, preparation: t.preparation }));
      const passages =
        deps.clinicSearch && scope.channel !== 'public'
          ? await deps.clinicSearch(scope.ctx, args.question)
          : [];
      return {
        content: {
          clinicName: settings.clinicName,
          clinicInfo: settings.clinicInfo || null,
          appointmentTypes: types,
          ...(passages.length
            ? {
                sources: passages.map((p, i) => ({ n: i + 1, ...p })),
                citing: 'Cite a source you use as [n].',
              }
            : {}),
        },
        outcome: 'question',
      };
    },

    async hand_over(scope, args) {
      await deps.repo(scope.ctx).createTask({
        conversationId: scope.conversationId,
        patientId: scope.patientId,
        reason: args.reason,
      });
      return { content: { handedOver: true }, outcome: 'handed-over' };
    },
  };

  return {
    run(scope: ToolScope, call: ParsedCall): Promise<ToolResult> {
      const handler = handlers[call.name] as (s: ToolScope, a: unknown) => Promise<ToolResult>;
      return handler(scope, call.args);
    },
  };
}
export type ToolRunner = ReturnType<typeof createToolRunner>;
