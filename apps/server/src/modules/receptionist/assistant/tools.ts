import { z } from 'zod';
import type { ChatTool } from '../../../ai/types.js';

/**
 * The assistant's tools: what a chat model may ask the Receptionist to do. Each one's arguments
 * are a zod schema, which is both the JSON Schema the model is shown and the check its answer must
 * pass (a model's arguments are untrusted text). A booking never names a patient: it is made for
 * the conversation's patient, whose identity the caller confirmed (identify_patient).
 */

const name = z.string().trim().min(1).max(80);
const when = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .describe("The caller's words for the time, e.g. 'next Tuesday afternoon' or 'tomorrow 9am'.");
const appointmentType = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .describe('The appointment type, by name or id.');
const start = z.iso.datetime({ offset: true }).describe('A start time returned by find_slots.');
const appointmentId = z.uuid().describe('An id returned by list_my_appointments or a booking.');

export const toolSchemas = {
  identify_patient: z.strictObject({
    firstName: name,
    lastName: name,
    dateOfBirth: z.iso.date().describe('YYYY-MM-DD'),
    phone: z.string().trim().max(40).default(''),
    confirmed: z
      .boolean()
      .describe('True only after reading these details back to the caller and hearing yes.'),
  }),
  find_slots: z.strictObject({ appointmentType, when }),
  book_appointment: z.strictObject({ appointmentType, start }),
  list_my_appointments: z.strictObject({}),
  reschedule_appointment: z.strictObject({ appointmentId, start }),
  cancel_appointment: z.strictObject({ appointmentId, reason: z.string().trim().min(1).max(500) }),
  join_waitlist: z.strictObject({
    appointmentType,
    fromDate: z.iso.date(),
    toDate: z.iso.date(),
    earliest: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .optional(),
    latest: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .optional(),
  }),
  clinic_info: z.strictObject({
    question: z.string().trim().min(1).max(500),
  }),
  hand_over: z.strictObject({
    reason: z.string().trim().min(1).max(500).describe('What the person should do for the caller.'),
  }),
} as const;

export type ToolName = keyof typeof toolSchemas;
export type ToolArgs<N extends ToolName> = z.output<(typeof toolSchemas)[N]>;
export type ParsedCall = { [N in ToolName]: { name: N; args: ToolArgs<N> } }[ToolName];

const descriptions: Record<ToolName, string> = {
  identify_patient:
    "Find or create the caller's patient record. First call with confirmed=false to get the details to read back; call again with confirmed=true once the caller said they are right.",
  find_slots: 'Free times of an appointment type within the time the caller said.',
  book_appointment:
    'Book a free time for the identified patient. A taken time is refused with fresh slots.',
  list_my_appointments: "The identified patient's upcoming appointments.",
  reschedule_appointment: "Move one of the identified patient's appointments to a free time.",
  cancel_appointment: "Cancel one of the identified patient's appointments.",
  join_waitlist:
    'Put the identified patient on the waitlist for a type between two dates, optionally between two times of day.',
  clinic_info:
    'Opening hours, address, preparation for a procedure and other clinic questions, from what the clinic wrote.',
  hand_over: 'Hand the caller over to a person at the front desk (creates a task for them).',
};

export const assistantTools: ChatTool[] = (Object.keys(toolSchemas) as ToolName[]).map((tool) => ({
  name: tool,
  description: descriptions[tool],
  parameters: z.toJSONSchema(toolSchemas[tool], { io: 'input' }),
}));

/** The model's call checked: its tool is known and its arguments pass the schema. */
export function parseToolCall(
  toolName: string,
  argumentsText: string,
): { ok: true; call: ParsedCall } | { ok: false; error: string } {
  if (!Object.hasOwn(toolSchemas, toolName))
    return { ok: false, error: `Unknown tool ${toolName}.` };
  let raw: unknown;
  try {
    raw = argumentsText.trim() ? JSON.parse(argumentsText) : {};
  } catch {
    return { ok: false, error: 'The arguments are not valid JSON.' };
  }
  const parsed = toolSchemas[toolName as ToolName].safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`)
      .join('; ');
    return { ok: false, error: `Invalid arguments: ${issues}` };
  }
  return { ok: true, call: { name: toolName, args: parsed.data } as ParsedCall };
}
