// Tables of the Receptionist: scheduling (resources, hours, types, appointments, waitlist) and
// the patient records that appointments, notes and calls link to.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { orgIdColumn, users } from './platform.tables.js';

/** PostgreSQL's range of timestamps, written and read as its text form `[start,end)`. */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/** One organisation's Receptionist settings: its time zone and what the assistant may tell. */
export const receptionistSettings = pgTable('receptionist_settings', {
  orgId: orgIdColumn().primaryKey(),
  timeZone: text('time_zone').notNull().default('UTC'),
  clinicName: text('clinic_name').notNull().default(''),
  clinicInfo: text('clinic_info').notNull().default(''),
  publicBooking: boolean('public_booking').notNull().default(false),
  /** The organisation's extra patient fields (contracts: patientEntitySchema). */
  patientEntity: jsonb('patient_entity').notNull().default({ fields: [] }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A practitioner, room or device that appointments occupy. */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    kind: text('kind', { enum: ['practitioner', 'room', 'device'] }).notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('resources_org_idx').on(t.orgId, t.kind, t.name)],
);

/** Weekly opening intervals, wall-clock in the organisation's zone. */
export const resourceHours = pgTable(
  'resource_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    start: text('start').notNull(),
    end: text('end').notNull(),
  },
  (t) => [index('resource_hours_resource_idx').on(t.resourceId)],
);

/** Closures: one resource's (leave, maintenance) or, with no resource, everyone's (holiday). */
export const resourceExceptions = pgTable(
  'resource_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    resourceId: uuid('resource_id').references(() => resources.id, { onDelete: 'cascade' }),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('resource_exceptions_org_idx').on(t.orgId, t.start)],
);

export const appointmentTypes = pgTable('appointment_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: orgIdColumn(),
  name: text('name').notNull(),
  durationMin: integer('duration_min').notNull(),
  bufferBeforeMin: integer('buffer_before_min').notNull().default(0),
  bufferAfterMin: integer('buffer_after_min').notNull().default(0),
  /** Every one of these is needed. */
  resourceIds: uuid('resource_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  /** One resource out of each group is needed (contracts: resourceChoices). */
  resourceChoices: jsonb('resource_choices').$type<string[][]>().notNull().default([]),
  slotStepMin: integer('slot_step_min'),
  minNoticeMin: integer('min_notice_min').notNull().default(0),
  horizonDays: integer('horizon_days').notNull().default(90),
  colour: text('colour').notNull().default('#1677ff'),
  preparation: text('preparation').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    sex: text('sex', { enum: ['female', 'male', 'other', 'unknown'] })
      .notNull()
      .default('unknown'),
    phone: text('phone').notNull().default(''),
    /** The phone's digits only, so '06 12 34' and '061234' find each other. */
    phoneDigits: text('phone_digits').notNull().default(''),
    email: text('email').notNull().default(''),
    preferredLanguage: text('preferred_language'),
    address: text('address').notNull().default(''),
    notes: text('notes').notNull().default(''),
    contactConsent: boolean('contact_consent').notNull().default(false),
    subjectIds: text('subject_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    extra: jsonb('extra')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    /** Lower-case names and subject IDs in one string, for the trigram search index. */
    searchText: text('search_text').notNull().default(''),
    /** Set when merged into another record; merged records are hidden from lists. */
    mergedInto: uuid('merged_into'),
    createdAt: createdAt(),
  },
  (t) => [
    index('patients_org_dob_idx').on(t.orgId, t.dateOfBirth),
    index('patients_org_phone_idx').on(t.orgId, t.phoneDigits),
    index('patients_org_name_idx').on(t.orgId, t.lastName, t.firstName),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => appointmentTypes.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['booked', 'cancelled'] })
      .notNull()
      .default('booked'),
    cancelReason: text('cancel_reason'),
    source: text('source', { enum: ['staff', 'assistant', 'guided', 'public'] }).notNull(),
    notes: text('notes').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointments_org_start_idx').on(t.orgId, t.start),
    index('appointments_patient_idx').on(t.patientId, t.start),
  ],
);

/**
 * What a booked appointment occupies: one row per resource, over the appointment plus its
 * buffers. An exclusion constraint (migration 0020) refuses two overlapping rows of one resource,
 * so double booking is impossible whatever the application does. Cancelling deletes the rows.
 */
export const appointmentResources = pgTable(
  'appointment_resources',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id),
    orgId: orgIdColumn(),
    during: tstzrange('during').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.resourceId] })],
);

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    typeId: uuid('type_id')
      .notNull()
      .references(() => appointmentTypes.id, { onDelete: 'cascade' }),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    weekdays: smallint('weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    earliest: text('earliest'),
    latest: text('latest'),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: ['waiting', 'booked', 'removed'] })
      .notNull()
      .default('waiting'),
    createdAt: createdAt(),
  },
  (t) => [index('waitlist_org_type_idx').on(t.orgId, t.typeId, t.status)],
);

/**
 * A note in a patient's record: a chart note the staff write, or a call's summary the assistant
 * files when a call ends. Kept apart from the patient's own `notes` field (one free text the
 * form edits), so each note keeps its author and time.
 */
export const patientNotes = pgTable(
  'patient_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['chart', 'call'] }).notNull(),
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('patient_notes_patient_idx').on(t.orgId, t.patientId, t.createdAt)],
);
