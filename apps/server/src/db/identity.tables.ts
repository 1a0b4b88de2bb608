// Tables of sign-in and joining: identities at an external issuer.
import { pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './platform.tables.js';

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
