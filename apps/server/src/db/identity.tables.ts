// Tables of sign-in and joining: identities at an external issuer, failed sign-ins, invitations.
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { orgIdColumn, users } from './platform.tables.js';

/**
 * A person at an external OpenID issuer (`OIDC_ISSUER`), known by issuer and `sub`, never by the
 * e-mail in the token alone. One identity per issuer and account: an account already linked is
 * not linked again by e-mail.
 */
export const externalIdentities = pgTable(
  'external_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    uniqueIndex('external_identities_user_issuer_idx').on(t.userId, t.issuer),
  ],
);

/**
 * Failed sign-ins per address, whether or not an account has it, so an unknown address locks
 * exactly like a known one. Keyed by a SHA-256 of the normalised address: the addresses people
 * mistype are not kept.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    emailHash: text('email_hash').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_updated_idx').on(t.updatedAt)],
);

/**
 * An organisation admin's invitation to an e-mail address; the person joins by accepting it.
 * Whether an account has that address is never part of the answer to the admin.
 */
export const orgInvitations = pgTable(
  'org_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    /** Stored lower-cased, as users.email. */
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('org_invitations_org_email_idx').on(t.orgId, t.email),
    index('org_invitations_email_idx').on(t.email),
  ],
);
