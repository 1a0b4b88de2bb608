import { z } from 'zod';
import { locales } from './locales.js';

/**
 * The guided booking conversation (no chat model needed): type → day → slot → details →
 * confirm. The client keeps the state and sends it back with each answer; the server checks it
 * and books through the same service as the staff screens.
 */
export const guidedSteps = ['type', 'day', 'slot', 'details', 'confirm', 'done'] as const;

/** What the state keeps of a caller's identity: the server cuts its parts to these. */
export const GUIDED_LIMITS = { nameChars: 80, phoneChars: 40, names: 4 } as const;
const name = z.string().max(GUIDED_LIMITS.nameChars);
const phone = z.string().max(GUIDED_LIMITS.phoneChars);

export const guidedStateSchema = z.object({
  step: z.enum(guidedSteps),
  typeId: z.uuid().optional(),
  /** The local day asked for, YYYY-MM-DD in the organisation's zone. */
  day: z.iso.date().optional(),
  start: z.iso.datetime({ offset: true }).optional(),
  patientId: z.uuid().optional(),
  patient: z
    .object({
      firstName: name,
      lastName: name,
      dateOfBirth: z.iso.date(),
      phone,
    })
    .optional(),
  /** The identity details given so far when some are still missing ('Zoé Marchand', no date). */
  given: z
    .object({
      names: z.array(name).max(GUIDED_LIMITS.names),
      dateOfBirth: z.iso.date().nullable(),
      phone,
    })
    .optional(),
  appointmentId: z.uuid().optional(),
});
export type GuidedState = z.infer<typeof guidedStateSchema>;

export const guidedRequestSchema = z.object({
  state: guidedStateSchema.default({ step: 'type' }),
  input: z.string().trim().max(500).default(''),
  language: z.enum(locales).default('en'),
});
export type GuidedRequest = z.input<typeof guidedRequestSchema>;

/** What the assistant says, as a catalogue key and its values (the web app translates it). */
export const guidedReplySchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.string()).default({}),
});
export const guidedOptionSchema = z.object({
  /** What choosing it sends back as the input. */
  value: z.string(),
  /** A name as it is, or a time (`kind: 'time'`) the web app formats in the clinic's zone. */
  label: z.string(),
  kind: z.enum(['text', 'time']),
});
export const guidedResponseSchema = z.object({
  state: guidedStateSchema,
  reply: guidedReplySchema,
  options: z.array(guidedOptionSchema),
  timeZone: z.string(),
});
export type GuidedResponse = z.infer<typeof guidedResponseSchema>;
