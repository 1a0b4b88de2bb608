import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { analyses, uploadImages, uploads } from '../../db/schema.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';

/** One organisation's live uploads of one subject, with their images' stored analyses. */
export function createTimelineRepository(db: Queryable, orgId: OrgId) {
  return {
    /** Oldest first. The lower() condition lets the (org, lower(subject_id)) index serve it. */
    async uploadsOf(subjectId: string) {
      return db
        .select({
          id: uploads.id,
          createdAt: uploads.createdAt,
          module: uploads.module,
          aggregate: uploads.aggregate,
        })
        .from(uploads)
        .where(
          and(
            eq(uploads.orgId, orgId),
            isNull(uploads.deletedAt),
            sql`lower(${uploads.subjectId}) = ${subjectId.toLowerCase()}`,
            eq(uploads.subjectId, subjectId),
          ),
        )
        .orderBy(asc(uploads.createdAt), asc(uploads.id));
    },
    async imagesOf(uploadIds: number[]) {
      if (uploadIds.length === 0) return [];
      return db
        .select({
          uploadId: uploadImages.uploadId,
          analysisId: analyses.id,
          bodyPart: uploadImages.bodyPart,
          clinicianInput: uploadImages.clinicianInput,
          quantities: sql<Record<
            string,
            { value: number | null; unit: string; description?: string }
          > | null>`${analyses.result}->'quantities'`,
        })
        .from(uploadImages)
        .innerJoin(analyses, eq(analyses.id, uploadImages.analysisId))
        .where(and(eq(uploadImages.orgId, orgId), inArray(uploadImages.uploadId, uploadIds)))
        .orderBy(asc(uploadImages.uploadId), asc(uploadImages.id));
    },
  };
}
export type TimelineRepository = ReturnType<typeof createTimelineRepository>;
