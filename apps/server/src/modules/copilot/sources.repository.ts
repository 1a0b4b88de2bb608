import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { copilotSettings, copilotSources, users } from '../../db/schema.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';

export type SourceRow = typeof copilotSources.$inferSelect;
export type NewSource = Omit<typeof copilotSources.$inferInsert, 'id' | 'orgId'>;
/** Copilot's sources and settings of one organisation; every query is scoped to it. */
export function createSourcesRepository(db: Queryable, orgId: OrgId) {
  const inOrg = eq(copilotSources.orgId, orgId);
  const byId = (id: string) => and(inOrg, eq(copilotSources.id, id));

  return {
    async list() {
      return db
        .select({
          source: copilotSources,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(copilotSources)
        .leftJoin(users, eq(users.id, copilotSources.addedBy))
        .where(inOrg)
        .orderBy(desc(copilotSources.createdAt), desc(copilotSources.id));
    },

    async find(id: string): Promise<SourceRow | undefined> {
      const [row] = await db.select().from(copilotSources).where(byId(id));
      return row;
    },

    async findMany(ids: string[]): Promise<SourceRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(copilotSources)
        .where(and(inOrg, inArray(copilotSources.id, ids)));
    },

    async ready(): Promise<SourceRow[]> {
      return db
        .select()
        .from(copilotSources)
        .where(and(inOrg, eq(copilotSources.status, 'ready')));
    },

    async byNormalUrl(normalUrl: string): Promise<SourceRow | undefined> {
      const [row] = await db
        .select()
        .from(copilotSources)
        .where(and(inOrg, eq(copilotSources.normalUrl, normalUrl)));
      return row;
    },

    async insert(values: NewSource): Promise<SourceRow> {
      const [row] = await db
        .insert(copilotSources)
        .values({ ...values, orgId })
        .returning();
      return row!;
    },

    async update(id: string, values: Partial<NewSource>): Promise<SourceRow | undefined> {
      const [row] = await db
        .update(copilotSources)
        .set({ ...values, updatedAt: new Date() })
        .where(byId(id))
        .returning();
      return row;
    },

    async remove(id: string): Promise<SourceRow | undefined> {
      const [row] = await db.delete(copilotSources).where(byId(id)).returning();
      return row;
    },

    async selectedIds(): Promise<string[] | null> {
      const [row] = await db
        .select({ ids: copilotSettings.sourceIds })
        .from(copilotSettings)
        .where(eq(copilotSettings.orgId, orgId));
      return row ? (row.ids as string[]) : null;
    },

    async saveSelection(ids: string[]) {
      await db
        .insert(copilotSettings)
        .values({ orgId, sourceIds: ids })
        .onConflictDoUpdate({
          target: copilotSettings.orgId,
          set: { sourceIds: ids, updatedAt: new Date() },
        });
    },
  };
}
export type SourcesRepository = ReturnType<typeof createSourcesRepository>;
