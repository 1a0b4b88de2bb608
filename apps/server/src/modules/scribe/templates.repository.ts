import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { scribeOrgSettings, scribeTemplates } from '../../db/schema.js';

export type TemplateRow = typeof scribeTemplates.$inferSelect;
export type ScribeOrgSettingsRow = typeof scribeOrgSettings.$inferSelect;

/** Templates one user can use: the organisation's shared ones (user_id null) and their own. */
export function createTemplatesRepository(db: Queryable, orgId: OrgId) {
  const usable = (userId: string) =>
    and(
      eq(scribeTemplates.orgId, orgId),
      or(isNull(scribeTemplates.userId), eq(scribeTemplates.userId, userId)),
    );
  const one = (userId: string, id: string) => and(usable(userId), eq(scribeTemplates.id, id));
  return {
    list(userId: string) {
      return db
        .select()
        .from(scribeTemplates)
        .where(usable(userId))
        .orderBy(asc(scribeTemplates.name));
    },
    async find(userId: string, id: string): Promise<TemplateRow | undefined> {
      const [row] = await db.select().from(scribeTemplates).where(one(userId, id));
      return row;
    },
    async create(values: Omit<typeof scribeTemplates.$inferInsert, 'orgId'>) {
      const [row] = await db
        .insert(scribeTemplates)
        .values({ ...values, orgId })
        .returning();
      return row!;
    },
    async update(userId: string, id: string, values: Partial<typeof scribeTemplates.$inferInsert>) {
      const [row] = await db
        .update(scribeTemplates)
        .set({ ...values, orgId, updatedAt: new Date() })
        .where(one(userId, id))
        .returning();
      return row;
    },
    async remove(userId: string, id: string) {
      const rows = await db
        .delete(scribeTemplates)
        .where(one(userId, id))
        .returning({ id: scribeTemplates.id });
      return rows.length > 0;
    },
  };
}

export function createScribeSettingsRepository(db: Queryable, orgId: OrgId) {
  return {
    async get(): Promise<ScribeOrgSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(scribeOrgSettings)
        .where(eq(scribeOrgSettings.orgId, orgId));
      return row;
    },
    async save(values: Omit<typeof scribeOrgSettings.$inferInsert, 'orgId' | 'updatedAt'>) {
      const [row] = await db
        .insert(scribeOrgSettings)
        .values({ ...values, orgId })
        .onConflictDoUpdate({
          target: scribeOrgSettings.orgId,
          set: { ...values, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },
  };
}
