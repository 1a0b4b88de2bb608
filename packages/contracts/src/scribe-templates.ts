import { z } from 'zod';

/**
 * Ambient scribe templates and settings (product spec: fields, examples, instruction,
 * conversation language, chart notes language). `fields` and `examples` are typed as JSON text in
 * the settings form, so the contract takes text and checks it, with the spec's messages.
 */

export const REQUIRED_MESSAGE = 'This field is required';
export const invalidJsonMessage = (field: string) =>
  `One of the fields has invalid JSON format: ${field}`;

export const noteFormats = ['prose', 'bullets'] as const;

export const templateFieldSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    instruction: z.string().trim().min(1).max(4_000),
    format: z.enum(noteFormats),
    example: z.string().max(8_000).optional(),
  })
  .strict();
export type TemplateField = z.infer<typeof templateFieldSchema>;

export const templateFieldsSchema = z.array(templateFieldSchema).min(1).max(30);
/** Whole example notes, each as text. */
export const templateExamplesSchema = z.array(z.string().max(20_000)).max(10);

const SHAPE_HINT: Record<'fields' | 'examples', string> = {
  fields:
    'fields: a list of sections, each with a name, an instruction and a format (prose or bullets)',
  examples: 'examples: a list of whole example notes, each as text',
};

/**
 * Parses one JSON-text field of the form; `message` is the server's (English) text, `problem`
 * lets the form show the same in the user's language.
 */
export function parseTemplateJson(
  field: 'fields' | 'examples',
  text: string,
):
  | { ok: true; value: TemplateField[] | string[] }
  | { ok: false; problem: 'required' | 'json' | 'shape'; message: string } {
  if (!text.trim()) {
    return field === 'examples'
      ? { ok: true, value: [] }
      : { ok: false, problem: 'required', message: REQUIRED_MESSAGE };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'json', message: invalidJsonMessage(field) };
  }
  const schema = field === 'fields' ? templateFieldsSchema : templateExamplesSchema;
  const result = schema.safeParse(parsed);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problem: 'shape', message: SHAPE_HINT[field] };
}

const required = (max: number) =>
  z.string({ error: REQUIRED_MESSAGE }).trim().min(1, { error: REQUIRED_MESSAGE }).max(max);

const jsonText = (field: 'fields' | 'examples') =>
  z
    .string({ error: field === 'fields' ? REQUIRED_MESSAGE : undefined })
    .max(200_000)
    .transform((text, ctx) => {
      const parsed = parseTemplateJson(field, text);
      if (!parsed.ok) {
        ctx.addIssue(parsed.message);
        return z.NEVER;
      }
      return parsed.value;
    });

export const templateScopes = ['org', 'user'] as const;

/** POST/PUT a template: JSON text in, parsed structures stored. */
export const saveTemplateSchema = z
  .object({
    name: required(200),
    /** 'org': shared by the organisation's admins with everyone; 'user': mine only. */
    scope: z.enum(templateScopes),
    fields: jsonText('fields').pipe(templateFieldsSchema),
    examples: jsonText('examples').pipe(templateExamplesSchema).default([]),
    instruction: z.string().max(8_000).default(''),
    conversationLanguage: required(40),
    chartNotesLanguage: required(40),
  })
  .strict();
export type SaveTemplateInput = z.input<typeof saveTemplateSchema>;
export type SaveTemplate = z.output<typeof saveTemplateSchema>;

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'builtin': a ready-made template (SOAP, procedure, follow-up), read-only. */
  scope: z.enum(['builtin', ...templateScopes]),
  fields: z.array(templateFieldSchema),
  examples: z.array(z.string()),
  instruction: z.string(),
  conversationLanguage: z.string(),
  chartNotesLanguage: z.string(),
  /** The caller may change or delete it (their own, or the organisation's when admin). */
  editable: z.boolean(),
});
export type ScribeTemplate = z.infer<typeof templateSchema>;

export const templateParamsSchema = z.object({ templateId: z.uuid() });

/** The organisation's scribe policy, set by its admins. */
export const scribeOrgSettingsSchema = z
  .object({
    /** The consent step must be ticked before an encounter's first recording. */
    requireConsent: z.boolean(),
    /** The organisation's own consent text; null shows the product's, in the user's language. */
    consentText: z.string().trim().min(1, { error: REQUIRED_MESSAGE }).max(4_000).nullable(),
    /** Audio is deleted after this many days (transcript and note stay); null keeps it. */
    audioRetentionDays: z.number().int().min(1).max(3_650).nullable(),
    maxUploadMb: z.number().int().min(1).max(200),
  })
  .strict();
export type ScribeOrgSettings = z.infer<typeof scribeOrgSettingsSchema>;

/** A clinician's own transcription and drafting options (each explained on the settings page). */
export const scribeOptionsSchema = z
  .object({
    /** The audio goes straight to a chat model that accepts audio: no transcript, no evidence. */
    skipTranscription: z.boolean(),
    /** One model call fills every section instead of one call per section. */
    fastExtraction: z.boolean(),
    /** No second pass that checks the draft against the transcript and corrects it. */
    skipRevision: z.boolean(),
    /** Each recorder chunk is transcribed as it arrives, so the transcript grows during the visit. */
    realtimeTranscription: z.boolean(),
  })
  .strict();
export type ScribeOptions = z.infer<typeof scribeOptionsSchema>;

export const scribeOptionsViewSchema = scribeOptionsSchema.extend({
  /** The configured chat model says it accepts audio input: only then is skipping offered. */
  audioInputAvailable: z.boolean(),
});
export type ScribeOptionsView = z.infer<typeof scribeOptionsViewSchema>;
