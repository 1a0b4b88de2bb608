import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scribeOrgSettings, scribeTemplates } from '../../db/schema.js';

export type TemplateRow = typeof scribeTemplates.$inferSelect;
export type ScribeOrgSettingsRow = typeof scribeOrgSettings.$inferSelect;

/** Templates one user can use: the organisation's shared ones and their own. */
export function createTemplatesRepository(db: Db, owner: { orgId: string; userId: string }) {
  const usable = and(
    eq(scribeTemplates.orgId, owner.orgId),
    or(isNull(scribeTemplates.userId), eq(scribeTemplates.userId, owner.userId)),
  );
  return {
    list() {
      return db.select().from(scribeTemplates).where(usable).orderBy(asc(scribeTemplates.name));
    },
    async find(id: string): Promise<TemplateRow | undefined> {
      const [row] = await db
        .select()
        .from(scribeTemplates)
        .where(and(usable, eq(scribeTemplates.id, id)));
      return row;
    },
    async create(values: Omit<typeof scribeTemplates.$inferInsert, 'orgId'>) {
      const [row] = await db
        .insert(scribeTemplates)
        .values({ ...values, orgId: owner.orgId })
        .returning();
      return row!;
    },
    async update(id: string, values: Partial<typeof scribeTemplates.$inferInsert>) {
      const [row] = await db
        .update(scribeTemplates)
        .set({ ...values, orgId: owner.orgId, updatedAt: new Date() })
        .where(and(usable, eq(scribeTemplates.id, id)))
        .returning();
      return row;
    },
    async remove(id: string) {
      const rows = await db
        .delete(scribeTemplates)
        .where(and(usable, eq(scribeTemplates.id, id)))
        .returning({ id: scribeTemplates.id });
      return rows.length > 0;
    },
  };
}

export function createScribeSettingsRepository(db: Db, orgId: string) {
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
