import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { externalIdentities, users } from '../../db/schema.js';

/** Identities at the external issuer and the accounts they are linked to (global, not per org). */
export function createExternalIdentitiesRepository(db: Db, issuer: string) {
  const identity = (subject: string) =>
    and(eq(externalIdentities.issuer, issuer), eq(externalIdentities.subject, subject));
  return {
    async userIdOf(subject: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: externalIdentities.userId })
        .from(externalIdentities)
        .where(identity(subject));
      return row?.userId;
    },
    /**
     * Links the identity to an account that has none from this issuer yet; false when the account
     * already has one (or the identity is linked elsewhere).
     */
    async link(subject: string, userId: string): Promise<boolean> {
      const rows = await db
        .insert(externalIdentities)
        .values({ issuer, subject, userId })
        .onConflictDoNothing()
        .returning({ userId: externalIdentities.userId });
      return rows.length > 0;
    },
    async unlink(userId: string): Promise<boolean> {
      const rows = await db
        .delete(externalIdentities)
        .where(and(eq(externalIdentities.issuer, issuer), eq(externalIdentities.userId, userId)))
        .returning({ userId: externalIdentities.userId });
      return rows.length > 0;
    },
    /** A new account and its identity together, or nothing (the e-mail was taken meanwhile). */
    async createLinkedUser(subject: string, email: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ email, passwordHash: null })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (!user) return undefined;
        await tx.insert(externalIdentities).values({ issuer, subject, userId: user.id });
        return user.id;
      });
    },
  };
}
export type ExternalIdentitiesRepository = ReturnType<typeof createExternalIdentitiesRepository>;
