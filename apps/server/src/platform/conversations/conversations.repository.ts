import { and, asc, desc, eq, getTableColumns, gt, gte, ilike, sql } from 'drizzle-orm';
import type { ConversationCursor } from '@dermadesk/contracts';
import type { Queryable } from '../../db/client.js';
import { escapeLike } from '../../db/like-pattern.js';
import { assistantConversations, assistantMessages } from '../../db/schema.js';
import type { OrgId } from '../tenancy/org-id.js';

export type ConversationRow = typeof assistantConversations.$inferSelect;
export type MessageRow = typeof assistantMessages.$inferSelect;
export type NewMessage = Omit<typeof assistantMessages.$inferInsert, 'id' | 'seq' | 'createdAt'>;

export type ConversationFeature = ConversationRow['feature'];

/**
 * Conversations are private to one user inside one organisation, and each feature (Assistant,
 * Copilot) sees only its own: every query says all three.
 */
export function createConversationsRepository(
  db: Queryable,
  owner: { orgId: OrgId; userId: string },
  feature: ConversationFeature,
) {
  const own = and(
    eq(assistantConversations.orgId, owner.orgId),
    eq(assistantConversations.userId, owner.userId),
    eq(assistantConversations.feature, feature),
  );
  const byId = (id: string) => and(own, eq(assistantConversations.id, id));

  return {
    /**
     * One page, newest first, plus one row more when there is a next page. Each row carries its
     * `updatedAt` to the microsecond (a JS Date keeps only milliseconds) for the cursor.
     */
    listPage(query: { q?: string; limit: number; before?: ConversationCursor }) {
      const { updatedAt, id } = assistantConversations;
      return db
        .select({
          ...getTableColumns(assistantConversations),
          cursorAt: sql<string>`to_char(${updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(assistantConversations)
        .where(
          and(
            own,
            query.q ? ilike(assistantConversations.title, `%${escapeLike(query.q)}%`) : undefined,
            query.before
              ? sql`(${updatedAt}, ${id}) < (${query.before.updatedAt}::timestamptz, ${query.before.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(updatedAt), desc(id))
        .limit(query.limit + 1);
    },

    async create(title: string): Promise<ConversationRow> {
      const [row] = await db
        .insert(assistantConversations)
        .values({ orgId: owner.orgId, userId: owner.userId, feature, title })
        .returning();
      return row!;
    },

    async find(id: string): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(assistantConversations).where(byId(id));
      return row;
    },

    /** Sets the title (when given) and marks the conversation as just used. */
    async touch(id: string, title?: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .update(assistantConversations)
        .set({ updatedAt: new Date(), ...(title === undefined ? {} : { title }) })
        .where(byId(id))
        .returning();
      return row;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(assistantConversations)
        .where(byId(id))
        .returning({ id: assistantConversations.id });
      return rows.length > 0;
    },

    /** Messages of a conversation the caller has already found (so owned), oldest first. */
    messages(conversationId: string) {
      return db
        .select()
        .from(assistantMessages)
        .where(eq(assistantMessages.conversationId, conversationId))
        .orderBy(asc(assistantMessages.seq));
    },

    async addMessage(values: NewMessage): Promise<MessageRow> {
      const [row] = await db.insert(assistantMessages).values(values).returning();
      return row!;
    },

    /** Drops a message and everything after it (edit), or only what follows it (regenerate). */
    async truncate(conversationId: string, seq: number, inclusive: boolean) {
      await db
        .delete(assistantMessages)
        .where(
          and(
            eq(assistantMessages.conversationId, conversationId),
            inclusive ? gte(assistantMessages.seq, seq) : gt(assistantMessages.seq, seq),
          ),
        );
    },
  };
}
export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
