import { z } from 'zod';
import { locales } from './locales.js';

/** The three kinds of model the AI provider layer speaks to. */
export const aiKinds = ['chat', 'transcription', 'embeddings'] as const;
export type AiKind = (typeof aiKinds)[number];

/**
 * `not-configured`: no base URL or model anywhere (environment or organisation);
 * `disabled`: configured, but the organisation's admin has not enabled it, so nothing is sent;
 * `ready`: calls may be made.
 */
export const aiProviderStatuses = ['ready', 'disabled', 'not-configured'] as const;
export type AiProviderStatus = (typeof aiProviderStatuses)[number];

/** Environment variables that configure each kind globally (named in setup messages). */
export const aiEnvVariables: Record<AiKind, { baseUrl: string; model: string; apiKey: string }> = {
  chat: { baseUrl: 'LLM_BASE_URL', model: 'LLM_MODEL', apiKey: 'LLM_API_KEY' },
  transcription: { baseUrl: 'STT_BASE_URL', model: 'STT_MODEL', apiKey: 'STT_API_KEY' },
  embeddings: {
    baseUrl: 'EMBEDDINGS_BASE_URL',
    model: 'EMBEDDINGS_MODEL',
    apiKey: 'EMBEDDINGS_API_KEY',
  },
};

export const aiKindParamsSchema = z.object({ kind: z.enum(aiKinds) });

/** GET /api/v1/ai/status: what every AI feature checks before offering itself. */
export const aiStatusSchema = z.object({
  providers: z.array(
    z.object({
      kind: z.enum(aiKinds),
      status: z.enum(aiProviderStatuses),
      /** The model calls would use, when configured. */
      model: z.string().nullable(),
    }),
  ),
  /** True when the signed-in user may change the settings (organisation admin). */
  canConfigure: z.boolean(),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

const endpointViewSchema = z.object({
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  /** Keys never leave the server: only whether one is set. */
  keySet: z.boolean(),
});

export const aiProviderSettingsSchema = z.object({
  kind: z.enum(aiKinds),
  enabled: z.boolean(),
  /** The organisation's own values; null fields fall back to `defaults`. */
  organisation: endpointViewSchema,
  /** The server's environment defaults. */
  defaults: endpointViewSchema,
  status: z.enum(aiProviderStatuses),
});
export type AiProviderSettings = z.infer<typeof aiProviderSettingsSchema>;

/** GET /api/v1/ai/settings (organisation admin). */
export const aiSettingsSchema = z.object({
  providers: z.array(aiProviderSettingsSchema),
  /** Tokens (prompt + completion) the organisation may use per calendar month; null = no cap. */
  monthlyTokenBudget: z.number().int().nullable(),
  /** Provider calls the organisation may have in flight at once. */
  concurrencyLimit: z.number().int(),
  /** The organisation's Assistant system prompt; null means the default below is used. */
  systemPrompt: z.string().nullable(),
  defaultSystemPrompt: z.string(),
  usage: z.object({ month: z.string(), tokens: z.number().int() }),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;

/**
 * A provider's base URL: the SDK appends paths to it, so a query or fragment would take the paths
 * over; credentials belong in the API key.
 */
const httpUrl = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .refine((u) => !/[?#]/.test(u), 'must not contain a query (?) or fragment (#)')
  .refine((u) => !/^https?:\/\/[^/]*@/i.test(u), 'must not contain a user name or password')
  .transform((u) => u.replace(/\/+$/, ''));

/** PUT /api/v1/ai/settings/providers/{kind}. Absent fields are kept; null clears. */
export const updateAiProviderSchema = z
  .object({
    enabled: z.boolean(),
    baseUrl: httpUrl.nullable(),
    model: z.string().trim().min(1).max(200).nullable(),
    apiKey: z.string().trim().min(1).max(1000).nullable(),
  })
  .partial()
  .strict();
export type UpdateAiProvider = z.infer<typeof updateAiProviderSchema>;

/** PUT /api/v1/ai/settings. */
export const updateAiPolicySchema = z
  .object({
    monthlyTokenBudget: z.number().int().min(1).max(1_000_000_000).nullable(),
    concurrencyLimit: z.number().int().min(1).max(64),
    systemPrompt: z.string().trim().min(1).max(8000).nullable(),
  })
  .partial()
  .strict();
export type UpdateAiPolicy = z.infer<typeof updateAiPolicySchema>;

/** POST /api/v1/ai/settings/providers/{kind}/test: a cheap call that proves the endpoint works. */
export const aiConnectionTestSchema = z.object({
  ok: z.boolean(),
  latencyMs: z.number(),
  message: z.string(),
  /** Models the endpoint lists, when it lists any. */
  models: z.array(z.string()),
});
export type AiConnectionTest = z.infer<typeof aiConnectionTestSchema>;

// ── Assistant ────────────────────────────────────────────────────────────────────────────────

export const assistantActions = ['summarise', 'patient-instructions', 'translate'] as const;
export type AssistantAction = (typeof assistantActions)[number];

/** What the user attaches to a message; the server turns it into structured context. */
export const attachmentInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('analysis'), uploadId: z.number().int().positive() }),
  z.object({ kind: z.literal('note'), text: z.string().trim().min(1).max(20_000) }),
]);
export type AttachmentInput = z.infer<typeof attachmentInputSchema>;

/** An attachment as stored with the message (the analysis label is resolved by the server). */
export const attachmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('analysis'), uploadId: z.number(), label: z.string() }),
  z.object({ kind: z.literal('note'), text: z.string() }),
]);
export type Attachment = z.infer<typeof attachmentSchema>;

export const conversationSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const assistantMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** `stopped`: the user stopped the answer; `failed`: the provider failed part-way. */
  status: z.enum(['complete', 'stopped', 'failed']),
  attachments: z.array(attachmentSchema),
  action: z.enum(assistantActions).nullable(),
  /** Target language of a translate action. */
  language: z.enum(locales).nullable(),
  model: z.string().nullable(),
  createdAt: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({
  messages: z.array(assistantMessageSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const conversationParamsSchema = z.object({ id: z.uuid() });

/**
 * Where a page of conversations ended. Microseconds, because PostgreSQL stores them and a
 * millisecond cursor would skip conversations created within the same millisecond.
 */
const conversationCursorPartsSchema = z.object({
  updatedAt: z.iso.datetime({ precision: 6 }),
  id: z.uuid(),
});
export type ConversationCursor = z.infer<typeof conversationCursorPartsSchema>;

const toBase64Url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/** Opaque to clients, so the server may change what a cursor holds. */
export const encodeConversationCursor = (cursor: ConversationCursor) =>
  toBase64Url(`${cursor.updatedAt}|${cursor.id}`);

function decodeConversationCursor(cursor: string): ConversationCursor | null {
  try {
    const [updatedAt, id, ...rest] = fromBase64Url(cursor).split('|');
    const parsed = conversationCursorPartsSchema.safeParse({ updatedAt, id });
    return parsed.success && rest.length === 0 ? parsed.data : null;
  } catch {
    // atob throws on characters outside base64.
    return null;
  }
}

/**
 * GET /api/v1/assistant/conversations?q=&before=: newest first, optionally filtered by title;
 * `before` is the previous page's `nextCursor`.
 */
export const conversationListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(30),
  before: z
    .string()
    .max(200)
    .transform((cursor, ctx) => {
      const decoded = decodeConversationCursor(cursor);
      if (!decoded) {
        ctx.addIssue('Not a cursor from this list: use the nextCursor of the previous page.');
        return z.NEVER;
      }
      return decoded;
    })
    .optional(),
});
export type ConversationListQuery = z.output<typeof conversationListQuerySchema>;

export const conversationPageSchema = z.object({
  items: z.array(conversationSummarySchema),
  /** Pass as `before` for the next, older page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const createConversationSchema = z
  .object({ title: z.string().trim().min(1).max(200) })
  .partial()
  .strict();
export const renameConversationSchema = z
  .object({ title: z.string().trim().min(1).max(200) })
  .strict();

/**
 * POST /api/v1/assistant/conversations/{id}/reply, answered as a server-sent event stream.
 * `send` adds a user message; `edit` replaces the last user message (and the answer after it);
 * `regenerate` answers the last user message again.
 */
export const replyRequestSchema = z.discriminatedUnion('mode', [
  z
    .object({
      mode: z.literal('send'),
      content: z.string().trim().max(20_000).default(''),
      attachments: z.array(attachmentInputSchema).max(10).default([]),
      action: z.enum(assistantActions).nullable().default(null),
      language: z.enum(locales).nullable().default(null),
    })
    .strict(),
  z
    .object({
      mode: z.literal('edit'),
      content: z.string().trim().min(1).max(20_000),
      attachments: z.array(attachmentInputSchema).max(10).default([]),
    })
    .strict(),
  z.object({ mode: z.literal('regenerate') }).strict(),
]);
export type ReplyRequest = z.input<typeof replyRequestSchema>;

/** Events of the reply stream, in order: `user`?, `token`*, then `done` or `error`. */
export type ReplyEvent =
  | { event: 'user'; data: AssistantMessage }
  | { event: 'token'; data: { text: string } }
  | { event: 'done'; data: AssistantMessage }
  | { event: 'error'; data: { code: string; message: string; messageId: string | null } };
