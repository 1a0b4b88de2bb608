import { z } from 'zod';

/** Scheduling API shapes (issue 19): resources, working hours, appointment types, slots, bookings. */

const uuid = z.uuid();
/** A wall-clock time in the organisation's zone, 24-hour. */
export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm (00:00 to 23:59).');
const isoDateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();

export const resourceKinds = ['practitioner', 'room', 'device'] as const;
export type ResourceKind = (typeof resourceKinds)[number];

export const createResourceSchema = z.object({
  kind: z.enum(resourceKinds),
  name: z.string().trim().min(1).max(120),
});
export type CreateResource = z.infer<typeof createResourceSchema>;

export const resourceSchema = z.object({
  id: uuid,
  kind: z.enum(resourceKinds),
  name: z.string(),
  active: z.boolean(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const updateResourceSchema = z
  .object({
    name: z.string().trim().min(1).max(120).optional(),
    active: z.boolean().optional(),
  })
  // An empty change is a client mistake (400), not an UPDATE with nothing to set (was a 500).
  .refine((b) => b.name !== undefined || b.active !== undefined, {
    message: 'give a name or active',
  });

/** One opening interval of one ISO weekday (Monday 1 … Sunday 7); several per day are allowed. */
export const workingHoursSchema = z
  .object({ weekday: z.number().int().min(1).max(7), start: clockTimeSchema, end: clockTimeSchema })
  .refine((h) => h.start < h.end, { message: 'The end must be after the start.', path: ['end'] });
export type WorkingHours = z.infer<typeof workingHoursSchema>;
export const workingHoursListSchema = z.array(workingHoursSchema).max(70);

/** A time a resource (or, without `resourceId`, every resource) is closed: leave, holiday, repair. */
export const createExceptionSchema = z
  .object({
    resourceId: uuid.nullable().default(null),
    start: isoDateTime,
    end: isoDateTime,
    reason: z.string().trim().max(200).default(''),
  })
  .refine((e) => Date.parse(e.start) < Date.parse(e.end), {
    message: 'The end must be after the start.',
    path: ['end'],
  });
export type CreateException = z.input<typeof createExceptionSchema>;
export const exceptionSchema = z.object({
  id: uuid,
  resourceId: uuid.nullable(),
  start: isoDateTime,
  end: isoDateTime,
  reason: z.string(),
});
export type ResourceException = z.infer<typeof exceptionSchema>;

const minutes = (max: number) => z.number().int().min(0).max(max);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1677ff.');

/**
 * What an appointment needs: every resource in `resourceIds`, plus one resource out of each of
 * `resourceChoices` (a practitioner of a given set, a room of a kind).
 */
export const appointmentTypeInputSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    durationMin: z
      .number()
      .int()
      .min(5)
      .max(8 * 60),
    bufferBeforeMin: minutes(240).default(0),
    bufferAfterMin: minutes(240).default(0),
    resourceIds: z.array(uuid).max(10).default([]),
    resourceChoices: z.array(z.array(uuid).min(1).max(50)).max(5).default([]),
    /** Grid step of the offered start times; the duration when absent. */
    slotStepMin: z
      .number()
      .int()
      .min(5)
      .max(8 * 60)
      .nullable()
      .default(null),
    minNoticeMin: minutes(60 * 24 * 60).default(0),
    horizonDays: z.number().int().min(1).max(730).default(90),
    colour: colour.default('#1677ff'),
    preparation: z.string().trim().max(2000).default(''),
  })
  .refine((t) => t.resourceIds.length + t.resourceChoices.length > 0, {
    message: 'An appointment type needs at least one resource.',
    path: ['resourceIds'],
  });
export type AppointmentTypeInput = z.input<typeof appointmentTypeInputSchema>;

export const appointmentTypeSchema = z.object({
  id: uuid,
  name: z.string(),
  durationMin: z.number(),
  bufferBeforeMin: z.number(),
  bufferAfterMin: z.number(),
  resourceIds: z.array(uuid),
  resourceChoices: z.array(z.array(uuid)),
  slotStepMin: z.number().nullable(),
  minNoticeMin: z.number(),
  horizonDays: z.number(),
  colour: z.string(),
  preparation: z.string(),
  active: z.boolean(),
});
export type AppointmentType = z.infer<typeof appointmentTypeSchema>;

export const slotsQuerySchema = z
  .object({ typeId: uuid, from: isoDateTime, to: isoDateTime })
  .refine((q) => Date.parse(q.from) < Date.parse(q.to), {
    message: '`to` must be after `from`.',
    path: ['to'],
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 62 * 86_400_000, {
    message: 'Ask for at most 62 days of slots at once.',
    path: ['to'],
  });
export const slotSchema = z.object({ start: isoDateTime, end: isoDateTime });
export type Slot = z.infer<typeof slotSchema>;
export const slotListSchema = z.object({ slots: z.array(slotSchema) });

export const appointmentSources = ['staff', 'assistant', 'guided', 'public'] as const;
export const createAppointmentSchema = z.object({
  typeId: uuid,
  start: isoDateTime,
  patientId: uuid,
  /** Resources the staff chose (the column a booking was dropped on); others are picked free. */
  resourceIds: z.array(uuid).max(10).optional(),
  /** A longer or shorter appointment than the type's (resize); the type's duration otherwise. */
  end: isoDateTime.optional(),
  notes: z.string().trim().max(2000).default(''),
  waitlistEntryId: uuid.optional(),
});
export type CreateAppointment = z.input<typeof createAppointmentSchema>;

export const moveAppointmentSchema = z.object({
  start: isoDateTime,
  end: isoDateTime.optional(),
  resourceIds: z.array(uuid).max(10).optional(),
});
export const cancelAppointmentSchema = z.object({ reason: z.string().trim().min(1).max(500) });

export const appointmentSchema = z.object({
  id: uuid,
  typeId: uuid,
  typeName: z.string(),
  colour: z.string(),
  patientId: uuid,
  patientName: z.string(),
  start: isoDateTime,
  end: isoDateTime,
  status: z.enum(['booked', 'cancelled']),
  cancelReason: z.string().nullable(),
  resourceIds: z.array(uuid),
  source: z.enum(appointmentSources),
  notes: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentsQuerySchema = z.object({
  from: isoDateTime,
  to: isoDateTime,
  patientId: uuid.optional(),
  includeCancelled: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const idParamsSchema = z.object({ id: uuid });
export const createdSchema = z.object({ id: uuid });

/** The 409 a taken slot answers with: what was refused and slots still free around it. */
export const bookingConflictDetailsSchema = z.object({ slots: z.array(slotSchema) });

export const waitlistInputSchema = z
  .object({
    patientId: uuid,
    typeId: uuid,
    fromDate: isoDate,
    toDate: isoDate,
    /** ISO weekdays the patient can come; every day when empty. */
    weekdays: z.array(z.number().int().min(1).max(7)).max(7).default([]),
    earliest: clockTimeSchema.nullable().default(null),
    latest: clockTimeSchema.nullable().default(null),
    notes: z.string().trim().max(500).default(''),
  })
  .refine((w) => w.fromDate <= w.toDate, { message: 'The range is reversed.', path: ['toDate'] });
export type WaitlistInput = z.input<typeof waitlistInputSchema>;
export const waitlistEntrySchema = z.object({
  id: uuid,
  patientId: uuid,
  patientName: z.string(),
  typeId: uuid,
  typeName: z.string(),
  fromDate: isoDate,
  toDate: isoDate,
  weekdays: z.array(z.number()),
  earliest: z.string().nullable(),
  latest: z.string().nullable(),
  notes: z.string(),
  status: z.enum(['waiting', 'booked', 'removed']),
  createdAt: isoDateTime,
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
/** The first waiting entries a freed slot suits, oldest first. */
export const waitlistMatchSchema = z.object({
  slot: slotSchema,
  entries: z.array(waitlistEntrySchema),
});
export type WaitlistMatch = z.infer<typeof waitlistMatchSchema>;
export const cancelResultSchema = z.object({ waitlist: waitlistMatchSchema });

export const receptionistSettingsSchema = z.object({
  /** IANA zone, e.g. Europe/Paris: working hours and the calendar are read in it. */
  timeZone: z.string().refine(isTimeZone, 'Unknown time zone.'),
  clinicName: z.string().trim().max(120),
  /** Opening hours, address, what to bring: what the assistant answers clinic questions from. */
  clinicInfo: z.string().trim().max(8000),
  /** Lets the public chat page of this organisation book (off: the link answers 404). */
  publicBooking: z.boolean(),
});
export type ReceptionistSettings = z.infer<typeof receptionistSettingsSchema>;

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
