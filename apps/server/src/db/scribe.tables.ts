// Tables of Ambient Scribes: encounters, their audio, transcript and note versions, templates,
// settings and letters.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { orgIdColumn, users } from './platform.tables.js';

/** One consultation: visible to its author and the organisation's admins. */
export const scribeEncounters = pgTable(
  'scribe_encounters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subjectId: text('subject_id'),
    /** A stored template's uuid or a ready-made one's id ('builtin-soap'). */
    templateId: text('template_id'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    transcriptStatus: text('transcript_status', { enum: ['none', 'in progress', 'finalized'] })
      .notNull()
      .default('none'),
    transcriptError: text('transcript_error'),
    droppedSilent: integer('dropped_silent').notNull().default(0),
    /** Set when retention removed the audio (transcript and note stay). */
    audioDeletedAt: timestamp('audio_deleted_at', { withTimezone: true }),
    /** Body-map marks `[{id, side, x, y, label, sizeMm, morphology, count, resultId?}]`. */
    bodyMap: jsonb('body_map')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scribe_encounters_owner_idx').on(t.orgId, t.userId, t.updatedAt)],
);

/** One recorder session or one uploaded file; the encounter's audio is its recordings in order. */
export const scribeRecordings = pgTable(
  'scribe_recordings',
  {
    /** Chosen by the browser, so a reloaded tab resumes the same recording. */
    id: uuid('id').primaryKey(),
    encounterId: uuid('encounter_id')
      .notNull()
      .references(() => scribeEncounters.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    mimeType: text('mime_type').notNull(),
    complete: boolean('complete').notNull().default(false),
    durationSeconds: real('duration_seconds'),
    /**
     * Seconds of this recording whose voice was already found while it ran (a background step per
     * chunk), so Stop decodes only the rest; `voiceRegions` are those stretches of voice.
     */
    voiceSeconds: real('voice_seconds').notNull().default(0),
    voiceRegions: jsonb('voice_regions')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Realtime transcription: seconds of this recording already transcribed while it ran. */
    liveSeconds: real('live_seconds').notNull().default(0),
    /** Realtime transcription: the segments of those seconds, timed from the recording's start. */
    liveSegments: jsonb('live_segments')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Realtime transcription: segments dropped over stretches without voice so far. */
    liveDropped: integer('live_dropped').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('scribe_recordings_encounter_idx').on(t.encounterId, t.seq)],
);

/** A piece of a recording, stored sealed (AES-256-GCM) in the blob store; idempotent by seq. */
export const scribeAudioChunks = pgTable(
  'scribe_audio_chunks',
  {
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => scribeRecordings.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    blobKey: text('blob_key').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recordingId, t.seq] })],
);

/** Every version of the transcript: the newest is current, the rest is the edit history. */
export const scribeTranscripts = pgTable(
  'scribe_transcripts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    encounterId: uuid('encounter_id')
      .notNull()
      .references(() => scribeEncounters.id, { onDelete: 'cascade' }),
    /** `[{start, end, text, speaker?, flagged?}]` */
    segments: jsonb('segments').notNull(),
    source: text('source', { enum: ['transcriber', 'edited'] }).notNull(),
    userId: uuid('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('scribe_transcripts_encounter_idx').on(t.encounterId, t.id)],
);

/** Every version of the chart note; evidence is computed on read, so it is never stale. */
export const scribeNotes = pgTable(
  'scribe_notes',
  {
    encounterId: uuid('encounter_id')
      .notNull()
      .references(() => scribeEncounters.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** `[{name, text}]` */
    sections: jsonb('sections').notNull(),
    source: text('source', { enum: ['generated', 'edited'] }).notNull(),
    userId: uuid('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.encounterId, t.version] })],
);

/** A template shared by the organisation's admins (user_id null) or a user's own. */
export const scribeTemplates = pgTable(
  'scribe_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fields: jsonb('fields').notNull(),
    examples: jsonb('examples')
      .notNull()
      .default(sql`'[]'::jsonb`),
    instruction: text('instruction').notNull().default(''),
    conversationLanguage: text('conversation_language').notNull(),
    chartNotesLanguage: text('chart_notes_language').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scribe_templates_org_idx').on(t.orgId, t.userId)],
);

/** The organisation's scribe policy: consent, audio retention, upload size. */
export const scribeOrgSettings = pgTable('scribe_org_settings', {
  orgId: orgIdColumn().primaryKey(),
  requireConsent: boolean('require_consent').notNull().default(true),
  consentText: text('consent_text'),
  /** Audio older than this many days is deleted; null keeps it. */
  audioRetentionDays: integer('audio_retention_days'),
  maxUploadMb: integer('max_upload_mb').notNull().default(200),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A letter written from an encounter (referral, to the GP, or to the patient). */
export const scribeLetters = pgTable(
  'scribe_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    encounterId: uuid('encounter_id')
      .notNull()
      .references(() => scribeEncounters.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['referral', 'gp', 'patient'] }).notNull(),
    /** `{name, role, organisation, address, phone, email}` */
    sender: jsonb('sender').notNull(),
    recipient: jsonb('recipient').notNull(),
    patient: jsonb('patient').notNull(),
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scribe_letters_encounter_idx').on(t.encounterId)],
);

/** What a user last wrote as sender of a letter, offered again next time. */
export const scribeLetterSenders = pgTable(
  'scribe_letter_senders',
  {
    orgId: orgIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender: jsonb('sender').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] })],
);

/** A clinician's own transcription and drafting options (issue 18), in one organisation. */
export const scribeUserOptions = pgTable(
  'scribe_user_options',
  {
    orgId: orgIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    realtimeTranscription: boolean('realtime_transcription').notNull().default(false),
    skipTranscription: boolean('skip_transcription').notNull().default(false),
    fastExtraction: boolean('fast_extraction').notNull().default(false),
    skipRevision: boolean('skip_revision').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] })],
);
