// Tables of the AI features: provider settings, limits, usage and Assistant conversations.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { orgIdColumn, users } from './platform.tables.js';

/** An organisation's own endpoint for one kind of AI model; null fields use the environment's. */
export const aiProviderSettings = pgTable(
  'ai_provider_settings',
  {
    orgId: orgIdColumn(),
    kind: text('kind', { enum: ['chat', 'transcription', 'embeddings'] }).notNull(),
    /** Nothing is sent to a provider until the organisation's admin sets this. */
    enabled: boolean('enabled').notNull().default(false),
    baseUrl: text('base_url'),
    model: text('model'),
    /** AES-256-GCM with the server secret (see ai/secret-box.ts); never returned or logged. */
    apiKeyCipher: text('api_key_cipher'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.kind] })],
);

/** Per-organisation limits and the Assistant's system prompt. */
export const aiOrgPolicies = pgTable('ai_org_policies', {
  orgId: orgIdColumn().primaryKey(),
  monthlyTokenBudget: integer('monthly_token_budget'),
  concurrencyLimit: integer('concurrency_limit'),
  systemPrompt: text('system_prompt'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Tokens used per organisation and calendar month (UTC), added to atomically after each call. */
export const aiTokenUsage = pgTable(
  'ai_token_usage',
  {
    orgId: orgIdColumn(),
    month: text('month').notNull(),
    tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.month] })],
);

/** An Assistant conversation: private to its user within one organisation. */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which feature the conversation belongs to: each lists only its own. */
    feature: text('feature', { enum: ['assistant', 'copilot'] })
      .notNull()
      .default('assistant'),
    /** Empty until the first message names it. */
    title: text('title').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_conversations_owner_idx').on(t.orgId, t.userId, t.feature, t.updatedAt)],
);

export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order within a conversation: timestamps of two quick inserts can tie. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: ['complete', 'stopped', 'failed'] })
      .notNull()
      .default('complete'),
    /** As shown to the user: `{kind:'analysis', uploadId, label}` or `{kind:'note', text}`. */
    attachments: jsonb('attachments')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The structured context the server built from the attachments, sent with later turns. */
    context: text('context'),
    action: text('action'),
    language: text('language'),
    model: text('model'),
    /** A Copilot answer's mode, citations and unsupported sentences (checked by the server). */
    grounding: jsonb('grounding'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    createdAt: createdAt(),
  },
  (t) => [index('assistant_messages_conversation_idx').on(t.conversationId, t.seq)],
);
