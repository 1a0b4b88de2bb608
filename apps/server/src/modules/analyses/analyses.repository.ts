import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { analyses } from '../../db/schema.js';

export type AnalysisRow = typeof analyses.$inferSelect;

/** One organisation's analyses; deleted ones are invisible. */
export function createAnalysesRepository(db: Db, orgId: string) {
  const visible = (id: string) =>
    and(eq(analyses.orgId, orgId), eq(analyses.id, id), isNull(analyses.deletedAt));
  return {
    async insert(row: Omit<typeof analyses.$inferInsert, 'orgId'>) {
      const [created] = await db
        .insert(analyses)
        .values({ ...row, orgId })
        .returning();
      return created!;
    },
    async find(id: string) {
      const [row] = await db.select().from(analyses).where(visible(id));
      return row;
    },
  };
}
