// Tables of the Receptionist's assistant: its conversations (at the desk, on the public page and
// on calls), their messages, the handover tasks it leaves for the front desk, and the public link
// of the patient-facing chat. The call notes it files go to receptionist.tables' patient_notes.
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { orgIdColumn, users } from './platform.tables.js';
import { appointments, patients } from './receptionist.tables.js';

/**
 * One conversation with the assistant. Shared by the organisation's front desk (not private to
 * the user who opened it): a handover task points at it, and a colleague reads it.
 */
export const receptionistConversations = pgTable(
  'receptionist_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    channel: text('channel', { enum: ['desk', 'public', 'call'] }).notNull(),
    /** Set once the caller's identity is confirmed; every booking tool acts for this patient. */
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** A public caller's proof of owning the conversation: SHA-256 of the token they were given. */
    tokenHash: text('token_hash'),
    language: text('language').notNull().default('en'),
    /** Calls: 'in-progress' while the call runs, 'finalized' once it ended. */
    transcriptStatus: text('transcript_status', { enum: ['in-progress', 'finalized'] }),
    /** Calls: the summary job's state and result (contracts: callSummarySchema). */
    summaryStatus: text('summary_status', { enum: ['pending', 'ready', 'failed'] }),
    summary: jsonb('summary'),
    summaryError: text('summary_error'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('receptionist_conversations_org_idx').on(t.orgId, t.channel, t.updatedAt)],
);

/** What was said, and what the assistant did: tool calls and their results, in order. */
export const receptionistMessages = pgTable(
  'receptionist_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    orgId: orgIdColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => receptionistConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['caller', 'assistant', 'tool'] }).notNull(),
    content: text('content').notNull(),
    /** An assistant turn's tool calls `[{ id, name, arguments }]`; a tool turn's call id. */
    toolCalls: jsonb('tool_calls').$type<{ id: string; name: string; arguments: string }[]>(),
    toolCallId: text('tool_call_id'),
    toolName: text('tool_name'),
    /** What a tool did for the caller (booked, handed-over…): the call summary's outcomes. */
    outcome: text('outcome', {
      enum: ['booked', 'rescheduled', 'cancelled', 'waitlisted', 'handed-over', 'question'],
    }),
    /** The appointment a tool booked, moved or cancelled. */
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('receptionist_messages_conversation_idx').on(t.conversationId, t.seq)],
);

/** A caller the assistant handed over to a person: the front desk's to-do list. */
export const receptionistTasks = pgTable(
  'receptionist_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => receptionistConversations.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'done'] })
      .notNull()
      .default('open'),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('receptionist_tasks_org_idx').on(t.orgId, t.status, t.createdAt)],
);

/** The patient-facing chat's address: an unguessable key per organisation (can be replaced). */
export const receptionistPublicLinks = pgTable('receptionist_public_links', {
  orgId: orgIdColumn().primaryKey(),
  key: text('key').notNull().unique(),
  createdAt: createdAt(),
});
