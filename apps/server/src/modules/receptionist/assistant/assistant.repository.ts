import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client.js';
import {
  patientNotes,
  patients,
  receptionistConversations as conversations,
  receptionistMessages as messages,
  receptionistPublicLinks as links,
  receptionistTasks as tasks,
} from '../../../db/schema.js';
import { mintOrgId, type OrgId } from '../../../platform/tenancy/org-id.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'seq' | 'orgId' | 'createdAt'>;
export type TaskRow = typeof tasks.$inferSelect;

const patientName = sql<
  string | null
>`case when ${patients.id} is null then null else ${patients.firstName} || ' ' || ${patients.lastName} end`;

/** One organisation's assistant conversations, their messages, handover tasks and call notes. */
export function createAssistantRepository(db: Queryable, orgId: OrgId) {
  const ownConversation = (id: string) =>
    and(eq(conversations.orgId, orgId), eq(conversations.id, id));

  return {
    async createConversation(
      values: Pick<ConversationRow, 'channel' | 'createdBy' | 'language'> &
        Partial<Pick<ConversationRow, 'tokenHash' | 'transcriptStatus'>>,
    ) {
      const [row] = await db
        .insert(conversations)
        .values({ orgId, ...values })
        .returning();
      return row!;
    },

    async conversation(id: string) {
      const [row] = await db
        .select({ conversation: conversations, patientName })
        .from(conversations)
        .leftJoin(patients, eq(patients.id, conversations.patientId))
        .where(ownConversation(id));
      return row;
    },

    async updateConversation(
      id: string,
      values: Partial<Omit<ConversationRow, 'id' | 'orgId' | 'createdAt'>>,
    ) {
      const [row] = await db
        .update(conversations)
        .set({ ...values, updatedAt: new Date() })
        .where(ownConversation(id))
        .returning();
      return row;
    },

    async addMessages(conversationId: string, values: Omit<NewMessage, 'conversationId'>[]) {
      if (!values.length) return [];
      return db
        .insert(messages)
        .values(values.map((v) => ({ ...v, orgId, conversationId })))
        .returning();
    },

    messages(conversationId: string) {
      return db
        .select()
        .from(messages)
        .where(and(eq(messages.orgId, orgId), eq(messages.conversationId, conversationId)))
        .orderBy(asc(messages.seq));
    },

    async createTask(values: Pick<TaskRow, 'conversationId' | 'patientId' | 'reason'>) {
      const [row] = await db
        .insert(tasks)
        .values({ orgId, ...values })
        .returning();
      return row!;
    },

    tasks(status: TaskRow['status']) {
      return db
        .select({ task: tasks, channel: conversations.channel, patientName })
        .from(tasks)
        .innerJoin(conversations, eq(conversations.id, tasks.conversationId))
        .leftJoin(patients, eq(patients.id, tasks.patientId))
        .where(and(eq(tasks.orgId, orgId), eq(tasks.status, status)))
        .orderBy(status === 'open' ? asc(tasks.createdAt) : desc(tasks.doneAt))
        .limit(200);
    },

    async setTaskStatus(id: string, status: TaskRow['status'], userId: string) {
      const done = status === 'done';
      const [row] = await db
        .update(tasks)
        .set({ status, doneBy: done ? userId : null, doneAt: done ? new Date() : null })
        .where(and(eq(tasks.orgId, orgId), eq(tasks.id, id)))
        .returning();
      return row;
    },

    /** Files a call's note once: a rerun of the same job finds the first one there. */
    async fileCallNote(values: {
      patientId: string;
      sourceId: string;
      body: string;
      createdBy: string | null;
    }) {
      await db
        .insert(patientNotes)
        .values({ orgId, kind: 'call', ...values })
        .onConflictDoNothing({ target: [patientNotes.kind, patientNotes.sourceId] });
    },

    async publicLink() {
      const [row] = await db.select().from(links).where(eq(links.orgId, orgId));
      return row;
    },

    async savePublicLink(key: string) {
      const [row] = await db
        .insert(links)
        .values({ orgId, key })
        .onConflictDoUpdate({ target: links.orgId, set: { key, createdAt: new Date() } })
        .returning();
      return row!;
    },
  };
}
export type AssistantRepository = ReturnType<typeof createAssistantRepository>;

/**
 * Which organisation a public link belongs to: the one query the public chat makes before it has
 * an organisation, by the link's unguessable key. The key's row is the ground the OrgId is minted
 * on (the service still refuses it while the organisation does not let the public book).
 */
export async function publicLinkOrgAcrossOrgs(db: Db, key: string): Promise<OrgId | null> {
  const [row] = await db.select({ orgId: links.orgId }).from(links).where(eq(links.key, key));
  return row ? mintOrgId(row.orgId, 'public-link') : null;
}
