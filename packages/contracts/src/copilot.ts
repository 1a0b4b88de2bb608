import { z } from 'zod';
import { conversationSummarySchema } from './ai.js';

/** Copilot documents: PDF only, at most 20 MB (product spec, section 9). */
export const COPILOT_MAX_FILE_BYTES = 20 * 1_048_576;
export const COPILOT_MAX_FILE_MB = 20;
/** Crawl limits an admin may set for a website; the defaults are 2 and 200. */
export const COPILOT_DEFAULT_DEPTH = 2;
export const COPILOT_DEFAULT_PAGES = 200;

export const copilotSourceKinds = ['pdf', 'website'] as const;
export const copilotSourceStatuses = ['queued', 'processing', 'ready', 'failed'] as const;
export type CopilotSourceStatus = (typeof copilotSourceStatuses)[number];

/** What the last sync of a website changed (all pages, for a first import). */
export const copilotSyncSummarySchema = z.object({
  at: z.string(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
});
export type CopilotSyncSummary = z.infer<typeof copilotSyncSummarySchema>;

/** One row of GET /api/v1/copilot/sources; the fixed fields first, then what the list shows. */
export const copilotSourceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(copilotSourceKinds),
  status: z.enum(copilotSourceStatuses),
  fileName: z.string().optional(),
  url: z.string().optional(),
  pages: z.number().int(),
  chunks: z.number().int(),
  error: z.string().optional(),
  updatedAt: z.string(),
  /** Percent done while `processing`, else null. */
  progress: z.number().int().min(0).max(100).nullable(),
  sizeBytes: z.number().int(),
  addedBy: z.string(),
  createdAt: z.string(),
  /** 1-based numbers of PDF pages with no text layer (not searchable unless OCR read them). */
  pagesWithoutText: z.array(z.number().int()),
  /** 1-based numbers of PDF pages without a text layer that tesseract read (searchable). */
  pagesOcr: z.array(z.number().int()),
  maxDepth: z.number().int().nullable(),
  maxPages: z.number().int().nullable(),
  /** Hours between scheduled re-syncs of a website; null: only on demand. */
  syncEveryHours: z.number().int().nullable(),
  lastSync: copilotSyncSummarySchema.nullable(),
});
export type CopilotSource = z.infer<typeof copilotSourceSchema>;

export const copilotSourceListSchema = z.object({ items: z.array(copilotSourceSchema) });
export const copilotSourceCreatedSchema = z.object({
  id: z.uuid(),
  status: z.enum(copilotSourceStatuses),
});
export const copilotSourceParamsSchema = z.object({ id: z.uuid() });

export const COPILOT_SOURCE_NAME_REQUIRED = 'Source Name is required!';
export const COPILOT_INVALID_URL =
  'Please enter a valid website URL starting with http:// or https://';
export const COPILOT_WEBSITE_EXISTS = 'Website already exists';
export const COPILOT_CHOOSE_ONE = 'You must choose one option before proceeding!';
/**
 * Why a source failed, as its `error` says (English, stored with the source); the web app shows
 * each in the user's language.
 */
export const COPILOT_SOURCE_FAILURES = {
  processFailed: 'Process failed.',
  importWebsite: 'Failed to import website.',
  encrypted:
    'The PDF is protected by a password or encrypted: save it without protection and add it again.',
  broken: 'The file could not be read as a PDF: it may be damaged.',
} as const;
export const copilotTooLarge = (fileName: string) =>
  `${fileName} exceeds the maximum size of ${COPILOT_MAX_FILE_MB} MB.`;

const sourceName = z
  .string({ error: COPILOT_SOURCE_NAME_REQUIRED })
  .trim()
  .min(1, COPILOT_SOURCE_NAME_REQUIRED)
  .max(200);

/** The multipart fields of POST /api/v1/copilot/sources/documents (the file is `File`). */
export const copilotDocumentFieldsSchema = z.object({ SourceName: sourceName });

export const websiteUrlSchema = z
  .string({ error: COPILOT_INVALID_URL })
  .trim()
  .max(2000)
  .refine((u) => {
    if (!/^https?:\/\//i.test(u)) return false;
    try {
      const url = new URL(u);
      return Boolean(url.hostname) && !url.username && !url.password;
    } catch {
      return false;
    }
  }, COPILOT_INVALID_URL);

/** POST /api/v1/copilot/sources/websites. */
export const createWebsiteSourceSchema = z
  .object({
    name: sourceName,
    url: websiteUrlSchema,
    maxDepth: z.number().int().min(0).max(5).default(COPILOT_DEFAULT_DEPTH),
    maxPages: z.number().int().min(1).max(2000).default(COPILOT_DEFAULT_PAGES),
    syncEveryHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .nullable()
      .default(null),
  })
  .strict();
export type CreateWebsiteSource = z.input<typeof createWebsiteSourceSchema>;

/** PATCH /api/v1/copilot/sources/{id}: rename, and a website's crawl settings. */
export const updateCopilotSourceSchema = z
  .object({
    name: sourceName,
    maxDepth: z.number().int().min(0).max(5),
    maxPages: z.number().int().min(1).max(2000),
    syncEveryHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .nullable(),
  })
  .partial()
  .strict();
export type UpdateCopilotSource = z.input<typeof updateCopilotSourceSchema>;

/** GET/PUT /api/v1/copilot/settings: which sources Copilot uses. */
export const copilotSettingsInputSchema = z
  .object({ sourceIds: z.array(z.uuid()).min(1, COPILOT_CHOOSE_ONE).max(500) })
  .strict();
export const copilotSettingsSchema = z.object({
  /** Selected sources; an organisation that never chose uses every ready source. */
  sourceIds: z.array(z.uuid()),
  /** `hybrid` when an embedder is configured and enabled, else `full-text`. */
  retrieval: z.enum(['full-text', 'hybrid']),
  /** Whether written answers are available; without a chat model answers are extractive. */
  chat: z.enum(['ready', 'disabled', 'not-configured']),
  canConfigure: z.boolean(),
});
export type CopilotSettings = z.infer<typeof copilotSettingsSchema>;

/** POST /api/v1/copilot/search: retrieval alone, no model involved. */
export const copilotSearchSchema = z
  .object({
    query: z.string().trim().min(1).max(2000),
    sourceIds: z.array(z.uuid()).max(500).optional(),
    limit: z.number().int().min(1).max(50).default(8),
  })
  .strict();

/** A passage as retrieval returns it; offsets are into the page's text, for highlighting. */
export const copilotPassageSchema = z.object({
  sourceId: z.uuid(),
  sourceName: z.string(),
  page: z.number().int().optional(),
  url: z.string().optional(),
  text: z.string(),
  score: z.number(),
  chunkId: z.uuid(),
  title: z.string().optional(),
  heading: z.string().optional(),
  start: z.number().int(),
  end: z.number().int(),
});
export type CopilotPassage = z.infer<typeof copilotPassageSchema>;
export const copilotSearchResultSchema = z.object({ passages: z.array(copilotPassageSchema) });

/** POST /api/v1/copilot/ask. */
export const copilotAskSchema = z
  .object({
    question: z.string().trim().min(1).max(4000),
    conversationId: z.uuid().optional(),
    sourceIds: z.array(z.uuid()).min(1, COPILOT_CHOOSE_ONE).max(500).optional(),
  })
  .strict();
export type CopilotAsk = z.input<typeof copilotAskSchema>;

/** A numbered citation: `quote` is the passage's text the answer relies on. */
export const copilotCitationSchema = z.object({
  n: z.number().int().min(1),
  sourceId: z.uuid(),
  sourceName: z.string(),
  page: z.number().int().optional(),
  url: z.string().optional(),
  quote: z.string(),
  title: z.string().optional(),
  chunkId: z.uuid(),
  /** Offsets of the quote in the page's text (PDF: the text pdf.js gives for that page). */
  start: z.number().int(),
  end: z.number().int(),
});
export type CopilotCitation = z.infer<typeof copilotCitationSchema>;

/**
 * `model`: written by the chat model from the passages; `extractive`: the best passages quoted,
 * when no chat model is available.
 */
export const copilotAnswerModes = ['model', 'extractive'] as const;
export const copilotAnswerSchema = z.object({
  answer: z.string(),
  mode: z.enum(copilotAnswerModes),
  citations: z.array(copilotCitationSchema),
  /** True when the sources did not contain the answer; `citations` are then the closest ones. */
  notFound: z.boolean(),
  /** Sentences of a model answer with no valid citation (shown marked as unsupported). */
  unsupported: z.array(z.string()),
  conversationId: z.uuid(),
  messageId: z.uuid(),
});
export type CopilotAnswer = z.infer<typeof copilotAnswerSchema>;

export const copilotMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  status: z.enum(['complete', 'stopped', 'failed']),
  mode: z.enum(copilotAnswerModes).nullable(),
  citations: z.array(copilotCitationSchema),
  notFound: z.boolean(),
  unsupported: z.array(z.string()),
  createdAt: z.string(),
});
export type CopilotMessage = z.infer<typeof copilotMessageSchema>;
export const copilotConversationDetailSchema = conversationSummarySchema.extend({
  messages: z.array(copilotMessageSchema),
});
export type CopilotConversationDetail = z.infer<typeof copilotConversationDetailSchema>;
