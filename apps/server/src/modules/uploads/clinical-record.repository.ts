import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { analyses, orgs, uploadImages, uploads, users } from '../../db/schema.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';

/** One organisation's saved uploads as whole records, for the services that read them. */
export function createClinicalRecordRepository(db: Queryable, orgId: OrgId) {
  const withNames = () =>
    db
      .select({
        upload: uploads,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        clinic: orgs.name,
      })
      .from(uploads)
      .innerJoin(orgs, eq(orgs.id, uploads.orgId))
      .leftJoin(users, eq(users.id, uploads.createdBy));
  const live = and(eq(uploads.orgId, orgId), isNull(uploads.deletedAt));
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
      const [row] = await withNames().where(and(live, eq(uploads.id, id)));
      return row;
    },

    /** A subject's live uploads, newest first (the subject ID as saved, exactly). */
    async uploadsOfSubject(subjectId: string, limit: number) {
      return withNames()
        .where(and(live, eq(uploads.subjectId, subjectId)))
        .orderBy(desc(uploads.createdAt), desc(uploads.id))
        .limit(limit);
    },

    /** All images of an upload with their stored analyses, in saving order. */
    images: (uploadId: number) => imagesOf([uploadId]),

    imagesOf,
  };
}
export type ClinicalRecordRepository = ReturnType<typeof createClinicalRecordRepository>;
