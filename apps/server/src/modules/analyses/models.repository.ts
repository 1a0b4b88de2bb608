import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { orgModels } from '../../db/schema.js';

export type OrgModelRow = typeof orgModels.$inferSelect;

/** One organisation's attached models, at most one per module. */
export function createModelsRepository(db: Queryable, orgId: OrgId) {
  const byModule = (module: number) =>
    and(eq(orgModels.orgId, orgId), eq(orgModels.module, module));
  return {
    async list() {
      return db
        .select()
        .from(orgModels)
        .where(eq(orgModels.orgId, orgId))
        .orderBy(asc(orgModels.module));
    },
    async find(module: number) {
      const [row] = await db.select().from(orgModels).where(byModule(module));
      return row;
    },
    async upsert(row: Omit<typeof orgModels.$inferInsert, 'orgId' | 'updatedAt'>) {
      const values = { ...row, orgId, updatedAt: new Date() };
      const [saved] = await db
        .insert(orgModels)
        .values(values)
        .onConflictDoUpdate({ target: [orgModels.orgId, orgModels.module], set: values })
        .returning();
      return saved!;
    },
    async remove(module: number) {
      const rows = await db.delete(orgModels).where(byModule(module)).returning();
      return rows[0];
    },
  };
}
export type ModelsRepository = ReturnType<typeof createModelsRepository>;
