import { z } from 'zod';
import { aiProviderStatuses } from './ai.js';
import { locales } from './locales.js';

/**
 * The Receptionist's assistant (issue 19): conversations with a chat model that books through
 * tools, handover tasks for the front desk, the patient-facing chat page and calls in the browser.
 */

const uuid = z.uuid();
const isoDateTime = z.iso.datetime({ offset: true });

export const assistantChannels = ['desk', 'public', 'call'] as const;
export type AssistantChannel = (typeof assistantChannels)[number];

/** What the caller said, what the assistant answered, and (staff only) what its tools did. */
export const deskMessageSchema = z.object({
  id: uuid,
  role: z.enum(['caller', 'assistant', 'tool']),
  content: z.string(),
  /** A tool turn's tool (book_appointment…); null otherwise. */
  toolName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type DeskMessage = z.infer<typeof deskMessageSchema>;

export const callOutcomes = [
  'booked',
  'rescheduled',
  'cancelled',
  'waitlisted',
  'handed-over',
  'question',
] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/** A call's summary: why they called, what came of it (from what the tools did), what is left. */
export const callSummarySchema = z.object({
  reason: z.string(),
  outcomes: z.array(z.enum(callOutcomes)),
  followUps: z.array(z.string()),
});
export type CallSummary = z.infer<typeof callSummarySchema>;

export const deskConversationSchema = z.object({
  id: uuid,
  channel: z.enum(assistantChannels),
  patientId: uuid.nullable(),
  patientName: z.string().nullable(),
  transcriptStatus: z.enum(['in-progress', 'finalized']).nullable(),
  summaryStatus: z.enum(['pending', 'ready', 'failed']).nullable(),
  summary: callSummarySchema.nullable(),
  summaryError: z.string().nullable(),
  endedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  messages: z.array(deskMessageSchema),
});
export type DeskConversation = z.infer<typeof deskConversationSchema>;

export const startConversationSchema = z.object({ language: z.enum(locales).default('en') });

export const assistantTurnSchema = z.object({
  content: z.string().trim().min(1).max(2000),
  language: z.enum(locales).default('en'),
});
export type AssistantTurn = z.input<typeof assistantTurnSchema>;

/** Whether the chat model and the transcriber can be used, and what to set when they cannot. */
export const assistantStatusSchema = z.object({
  chat: z.enum(aiProviderStatuses),
  transcription: z.enum(aiProviderStatuses),
});
export type AssistantStatus = z.infer<typeof assistantStatusSchema>;

export const handoverTaskSchema = z.object({
  id: uuid,
  conversationId: uuid,
  channel: z.enum(assistantChannels),
  patientId: uuid.nullable(),
  patientName: z.string().nullable(),
  reason: z.string(),
  status: z.enum(['open', 'done']),
  createdAt: isoDateTime,
  doneAt: isoDateTime.nullable(),
});
export type HandoverTask = z.infer<typeof handoverTaskSchema>;
export const tasksQuerySchema = z.object({ status: z.enum(['open', 'done']).default('open') });
export const updateTaskSchema = z.object({ status: z.enum(['open', 'done']) });

/** The public chat's address; `enabled` is the settings' publicBooking. */
export const publicLinkSchema = z.object({ enabled: z.boolean(), key: z.string() });
export type PublicLink = z.infer<typeof publicLinkSchema>;

/** Link keys are 22 URL-safe characters (128 random bits); anything else is refused unread. */
export const publicKeyParamsSchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Unknown link.'),
});
export const publicConversationParamsSchema = publicKeyParamsSchema.extend({ id: uuid });

/** What the public page may know of the clinic: its name, zone and bookable types. */
export const publicChatInfoSchema = z.object({
  clinicName: z.string(),
  timeZone: z.string(),
  /** A chat model answers; otherwise the guided booking does. */
  assistant: z.boolean(),
  types: z.array(z.object({ id: uuid, name: z.string(), durationMin: z.number() })),
});
export type PublicChatInfo = z.infer<typeof publicChatInfoSchema>;

export const publicConversationSchema = z.object({ id: uuid, token: z.string() });
export type PublicConversation = z.infer<typeof publicConversationSchema>;

export const publicTurnSchema = assistantTurnSchema.extend({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Unknown conversation.'),
});
export type PublicTurn = z.input<typeof publicTurnSchema>;

/** A public caller's own booking: what they booked, nothing about anyone else. */
export const publicBookingSchema = z.object({
  typeName: z.string(),
  start: isoDateTime,
  end: isoDateTime,
  status: z.enum(['booked', 'cancelled']),
});
export const publicReplySchema = z.object({
  messages: z.array(z.object({ role: z.enum(['caller', 'assistant']), content: z.string() })),
  bookings: z.array(publicBookingSchema),
});
export type PublicReply = z.infer<typeof publicReplySchema>;
