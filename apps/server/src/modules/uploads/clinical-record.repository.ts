import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { analyses, orgs, uploadImages, uploads, users } from '../../db/schema.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { createAmendmentsRepository } from './amendments.repository.js';

/** One organisation's saved uploads as whole records, for the services that read them. */
export function createClinicalRecordRepository(db: Queryable, orgId: OrgId) {
  /** The images of uploads with their stored analyses, in saving order. */
  const imagesOf = async (uploadIds: number[]) =>
    uploadIds.length
      ? db
          .select({ image: uploadImages, analysis: analyses })
          .from(uploadImages)
          .innerJoin(analyses, eq(analyses.id, uploadImages.analysisId))
          .where(and(eq(uploadImages.orgId, orgId), inArray(uploadImages.uploadId, uploadIds)))
          .orderBy(asc(uploadImages.id))
      : [];

  return {
    /** One live upload with its creator's name and the clinic's. */
    async upload(id: number) {
      const [row] = await db
        .select({
          upload: uploads,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          clinic: orgs.name,
        })
        .from(uploads)
        .innerJoin(orgs, eq(orgs.id, uploads.orgId))
        .leftJoin(users, eq(users.id, uploads.createdBy))
        .where(and(eq(uploads.orgId, orgId), isNull(uploads.deletedAt), eq(uploads.id, id)));
      return row;
    },

    /**
     * The live uploads of some subject IDs, newest first. Matching on lower(subject_id) first
     * lets uploads_org_subject_sort_idx find them; the exact match then keeps case apart.
     */
    ofSubjects(subjectIds: string[], limit: number) {
      return db
        .select({
          id: uploads.id,
          subjectId: uploads.subjectId,
          module: uploads.module,
          imageCount: uploads.imageCount,
          aggregate: uploads.aggregate,
          createdAt: uploads.createdAt,
        })
        .from(uploads)
        .where(
          and(
            eq(uploads.orgId, orgId),
            isNull(uploads.deletedAt),
            inArray(
              sql`lower(${uploads.subjectId})`,
              subjectIds.map((s) => s.toLowerCase()),
            ),
            inArray(uploads.subjectId, subjectIds),
          ),
        )
        .orderBy(desc(uploads.createdAt), desc(uploads.id))
        .limit(limit);
    },

    /** All images of an upload with their stored analyses, in saving order. */
    images: (uploadId: number) => imagesOf([uploadId]),

    imagesOf,

    /** Every amendment of the upload's calculator input, oldest first. */
    amendments: (uploadId: number) => createAmendmentsRepository(db, orgId).ofUpload(uploadId),
  };
}
export type ClinicalRecordRepository = ReturnType<typeof createClinicalRecordRepository>;
