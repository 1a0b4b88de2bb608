import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import {
  orgs,
  scribeEncounters,
  scribeLetters,
  scribeLetterSenders,
  users,
} from '../../../db/schema.js';
import type { OrgId } from '../../../platform/tenancy/org-id.js';

export type LetterRow = typeof scribeLetters.$inferSelect;
type LetterValues = Pick<
  typeof scribeLetters.$inferInsert,
  'kind' | 'sender' | 'recipient' | 'patient' | 'body'
>;

/**
 * Letters of one organisation's encounters. A letter has no org column of its own: every query
 * also requires its encounter to be this organisation's, besides the service having found the
 * encounter visible to the caller.
 */
export function createLettersRepository(db: Queryable, orgId: OrgId) {
  const ofOrg = inArray(
    scribeLetters.encounterId,
    db
      .select({ id: scribeEncounters.id })
      .from(scribeEncounters)
      .where(eq(scribeEncounters.orgId, orgId)),
  );
  const one = (encounterId: string, id: string) =>
    and(ofOrg, eq(scribeLetters.encounterId, encounterId), eq(scribeLetters.id, id));

  return {
    list(encounterId: string) {
      return db
        .select()
        .from(scribeLetters)
        .where(and(ofOrg, eq(scribeLetters.encounterId, encounterId)))
        .orderBy(asc(scribeLetters.createdAt), asc(scribeLetters.id));
    },

    async find(encounterId: string, id: string): Promise<LetterRow | undefined> {
      const [row] = await db.select().from(scribeLetters).where(one(encounterId, id));
      return row;
    },

    /** Called with an encounter the service found in this organisation. */
    async create(encounterId: string, values: LetterValues) {
      const [row] = await db
        .insert(scribeLetters)
        .values({ ...values, encounterId })
        .returning();
      return row!;
    },

    async update(encounterId: string, id: string, values: Partial<LetterValues>) {
      const [row] = await db
        .update(scribeLetters)
        .set({ ...values, updatedAt: new Date() })
        .where(one(encounterId, id))
        .returning();
      return row;
    },

    async remove(encounterId: string, id: string) {
      const rows = await db
        .delete(scribeLetters)
        .where(one(encounterId, id))
        .returning({ id: scribeLetters.id });
      return rows.length > 0;
    },

    /** The sender the user last wrote in this organisation. */
    async rememberedSender(userId: string): Promise<unknown> {
      const [row] = await db
        .select({ sender: scribeLetterSenders.sender })
        .from(scribeLetterSenders)
        .where(and(eq(scribeLetterSenders.orgId, orgId), eq(scribeLetterSenders.userId, userId)));
      return row?.sender;
    },

    async rememberSender(userId: string, sender: object) {
      await db
        .insert(scribeLetterSenders)
        .values({ orgId, userId, sender })
        .onConflictDoUpdate({
          target: [scribeLetterSenders.orgId, scribeLetterSenders.userId],
          set: { sender, updatedAt: new Date() },
        });
    },

    /** A user's name and e-mail with the organisation's name: a sender before any letter. */
    async accountOf(userId: string) {
      const [row] = await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          organisation: orgs.name,
        })
        .from(users)
        .innerJoin(orgs, eq(orgs.id, orgId))
        .where(eq(users.id, userId));
      return row;
    },
  };
}
export type LettersRepository = ReturnType<typeof createLettersRepository>;
