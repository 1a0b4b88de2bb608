import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { analyses, uploadImages, uploads } from '../../db/schema.js';

export type AnalysisRow = typeof analyses.$inferSelect;

/**
 * One organisation's analyses; deleted ones are invisible, and so are those saved into an upload
 * that was deleted: its images must go from every endpoint at once, not when the retention job
 * removes the blobs (an analysis belongs to at most one upload image, a unique index).
 */
export function createAnalysesRepository(db: Queryable, orgId: OrgId) {
  const inDeletedUpload = sql`exists (
    select 1 from ${uploadImages}
    join ${uploads} on ${uploads.id} = ${uploadImages.uploadId}
    where ${uploadImages.analysisId} = ${analyses.id} and ${uploads.deletedAt} is not null)`;
  const visible = (id: string) =>
    and(
      eq(analyses.orgId, orgId),
      eq(analyses.id, id),
      isNull(analyses.deletedAt),
      sql`not ${inDeletedUpload}`,
    );
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
export type AnalysesRepository = ReturnType<typeof createAnalysesRepository>;
