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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; the sign-in lookup key. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    userName: text('user_name').notNull().default(''),
    avatarUrl: text('avatar_url'),
    /** The custom role claim carried in the ID token (not an organisation role). */
    role: text('role').notNull().default('clinician'),
    /** scrypt hash in PHC-like form; null for users of an external issuer. */
    passwordHash: text('password_hash'),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

export const orgs = pgTable('orgs', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  avatarUrl: text('avatar_url'),
  createdAt: createdAt(),
});

export const orgMembers = pgTable(
  'org_members',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('org_members_user_idx').on(t.userId)],
);

export const orgConfigs = pgTable(
  'org_configs',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.key] })],
);

export const orgApps = pgTable(
  'org_apps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    miniApps: text('mini_apps')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index('org_apps_org_idx').on(t.orgId)],
);

/** Global remote configuration (MAX_UPLOAD, UI_MODE, ...); absent keys use contract defaults. */
export const remoteConfig = pgTable('remote_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const translations = pgTable(
  'translations',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.source, t.locale, t.key] })],
);

/** Append-only: a trigger in the migration refuses UPDATE and DELETE. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    orgId: uuid('org_id'),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id'),
    requestId: text('request_id'),
    details: jsonb('details'),
  },
  (t) => [index('audit_events_org_idx').on(t.orgId, t.id)],
);

/** Storage for oidc-provider's models (sessions, codes, refresh tokens, grants...). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Server secrets that must survive restarts: signing keys (JWKS) and cookie keys. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Sessions ended at the built-in provider. ID tokens are stateless, so the API refuses any token
 * whose `sid` is listed here: signing out ends API access at once, not when the token expires.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sid: text('sid').primaryKey(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
    /** After this the tokens are expired anyway and the row can go. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/** One analysed image: the stored derivative, the overlays and the engine's result. */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    module: integer('module').notNull(),
    bodyPart: text('body_part'),
    status: text('status', { enum: ['measured', 'rejected-by-quality-gate'] }).notNull(),
    /** Blob key of the metadata-free, oriented JPEG derivative. */
    imageKey: text('image_key').notNull(),
    /** Overlay names; each is a PNG blob under the analysis' folder. */
    overlayNames: text('overlay_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The engine's result with overlay pixels removed (they live in blobs). */
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('analyses_org_created_idx').on(t.orgId, t.createdAt)],
);

/** An organisation's trained model for one module: an HTTP endpoint or an uploaded ONNX file. */
export const orgModels = pgTable(
  'org_models',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    module: integer('module').notNull(),
    kind: text('kind', { enum: ['http', 'onnx'] }).notNull(),
    name: text('name').notNull(),
    version: text('version').notNull(),
    /** http: { url, labels?, timeoutMs }; onnx: the manifest. */
    settings: jsonb('settings').notNull(),
    /** The ONNX file's blob key (onnx only). */
    blobKey: text('blob_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.module] })],
);

/** A saved piece of work: one subject, one module, one or more analysed images. */
export const uploads = pgTable(
  'uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    subjectId: text('subject_id').notNull(),
    module: integer('module').notNull(),
    /** Kept with the upload so the history list needs no join or count per row. */
    imageCount: integer('image_count').notNull().default(0),
    /** Multi-image modules: the server-computed score, the clinician's input and the suggestions. */
    aggregate: jsonb('aggregate'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    /** Set when the retention job has removed the stored images of a deleted upload. */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    // History sorts and filters within one organisation; each sortable column gets an index
    // led by org_id (deleted rows excluded) so a page is an index range scan, not a sort.
    index('uploads_org_created_idx')
      .on(t.orgId, t.createdAt, t.id)
      .where(sql`deleted_at is null`),
    index('uploads_org_id_idx')
      .on(t.orgId, t.id)
      .where(sql`deleted_at is null`),
    index('uploads_org_subject_idx')
      .on(t.orgId, sql`lower(${t.subjectId}) text_pattern_ops`, t.id)
      .where(sql`deleted_at is null`),
    // LIKE 'prefix%' needs text_pattern_ops (above); ORDER BY lower(subject_id) needs the
    // default operator class, or every sorted page sorts the whole organisation (decision 006).
    index('uploads_org_subject_sort_idx')
      .on(t.orgId, sql`lower(${t.subjectId})`, t.id)
      .where(sql`deleted_at is null`),
    index('uploads_org_module_idx')
      .on(t.orgId, t.module, t.createdAt, t.id)
      .where(sql`deleted_at is null`),
    index('uploads_org_images_idx')
      .on(t.orgId, t.imageCount, t.id)
      .where(sql`deleted_at is null`),
    index('uploads_deleted_idx')
      .on(t.deletedAt)
      .where(sql`deleted_at is not null and purged_at is null`),
  ],
);

/**
 * Live uploads per organisation and module, kept by statement-level triggers on `uploads`
 * (migrations 0006, 0008): the history list reads its total here, summed over the organisation's
 * modules or the filtered ones, instead of counting every row.
 */
export const orgUploadCounts = pgTable(
  'org_upload_counts',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    module: integer('module').notNull(),
    live: bigint('live', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.module] })],
);

/** One image of an upload: the server's analysis plus the clinician's input, kept apart. */
export const uploadImages = pgTable(
  'upload_images',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uploadId: bigint('upload_id', { mode: 'number' })
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id),
    imageName: text('image_name').notNull().default(''),
    bodyPart: text('body_part'),
    /** What the clinician entered or changed (calculator grades, concurrence); never AI output. */
    clinicianInput: jsonb('clinician_input')
      .notNull()
      .default(sql`'{}'::jsonb`),
    userComment: text('user_comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('upload_images_upload_idx').on(t.uploadId),
    uniqueIndex('upload_images_analysis_idx').on(t.analysisId),
  ],
);

/** An organisation's own endpoint for one kind of AI model; null fields use the environment's. */
export const aiProviderSettings = pgTable(
  'ai_provider_settings',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
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
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => orgs.id, { onDelete: 'cascade' }),
  monthlyTokenBudget: integer('monthly_token_budget'),
  concurrencyLimit: integer('concurrency_limit'),
  systemPrompt: text('system_prompt'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Tokens used per organisation and calendar month (UTC), added to atomically after each call. */
export const aiTokenUsage = pgTable(
  'ai_token_usage',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
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
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Empty until the first message names it. */
    title: text('title').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_conversations_owner_idx').on(t.orgId, t.userId, t.updatedAt)],
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
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    createdAt: createdAt(),
  },
  (t) => [index('assistant_messages_conversation_idx').on(t.conversationId, t.seq)],
);
