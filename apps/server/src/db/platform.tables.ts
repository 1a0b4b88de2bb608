// Tables of the platform: people, organisations, configuration, audit, sign-in state.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * `org_id` as every organisation-scoped table has it: required, and deleted with its organisation.
 * A function declaration: tables above `orgs` call it while this module is evaluated.
 */
export function orgIdColumn() {
  return uuid('org_id')
    .notNull()
    .references(() => orgs.id, { onDelete: 'cascade' });
}

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
    orgId: orgIdColumn(),
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
    orgId: orgIdColumn(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.key] })],
);

export const orgApps = pgTable(
  'org_apps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
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
    orgId: orgIdColumn(),
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
