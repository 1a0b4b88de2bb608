import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { GetUploadsBody } from '@dermadesk/contracts';
import type { Queryable } from '../../db/client.js';
import { analyses, uploadImages, uploads, users } from '../../db/schema.js';
import { substringPattern } from '../../db/like-pattern.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { createAmendmentsRepository } from './amendments.repository.js';
import { historyPage } from './history-list.query.js';

export type UploadRow = typeof uploads.$inferSelect;

/** One organisation's uploads and their images; deleted uploads are invisible. */
export function createUploadsRepository(db: Queryable, orgId: OrgId) {
  const live = and(eq(uploads.orgId, orgId), isNull(uploads.deletedAt));
  const visible = (id: number) => and(live, eq(uploads.id, id));

  return {
    async create(row: { subjectId: string; module: number; createdBy: string }) {
      const [created] = await db
        .insert(uploads)
        .values({ ...row, orgId })
        .returning();
      return created!;
    },
    async find(id: number) {
      const [row] = await db.select().from(uploads).where(visible(id));
      return row;
    },
    async creator(id: number) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(uploads)
        .innerJoin(users, eq(users.id, uploads.createdBy))
        .where(visible(id));
      return row;
    },
    /** One page of the history list and how many uploads match in all. */
    page: (query: GetUploadsBody) => historyPage(db, orgId, query),
    async addImage(row: {
      uploadId: number;
      analysisId: string;
      imageName: string;
      bodyPart: string | null;
      clinicianInput: unknown;
    }) {
      const [created] = await db
        .insert(uploadImages)
        .values({ ...row, orgId })
        .onConflictDoNothing({ target: uploadImages.analysisId })
        .returning();
      if (created) {
        await db
          .update(uploads)
          .set({ imageCount: sql`${uploads.imageCount} + 1` })
          .where(visible(row.uploadId));
      }
      return created;
    },
    /** The upload's images with the server's stored analysis of each, in saving order. */
    async imagesWithAnalyses(
      uploadId: number,
      page?: {
        start: number;
        length: number;
        direction: 'asc' | 'desc';
        column: 'id' | 'createdAt' | 'bodyPart';
        keyword?: string;
      },
    ) {
      const order = page?.direction === 'desc' ? desc : asc;
      const column = {
        id: uploadImages.id,
        createdAt: uploadImages.createdAt,
        bodyPart: uploadImages.bodyPart,
      }[page?.column ?? 'id'];
      const conditions = [eq(uploadImages.orgId, orgId), eq(uploadImages.uploadId, uploadId)];
      if (page?.keyword) {
        const pattern = substringPattern(page.keyword);
        conditions.push(
          or(
            sql`lower(${uploadImages.imageName}) like ${pattern}`,
            sql`lower(coalesce(${uploadImages.bodyPart}, '')) like ${pattern}`,
          )!,
        );
      }
      const query = db
        .select({ image: uploadImages, analysis: analyses })
        .from(uploadImages)
        .innerJoin(analyses, eq(analyses.id, uploadImages.analysisId))
        .where(and(...conditions))
        .orderBy(order(column), order(uploadImages.id));
      return page ? query.limit(page.length).offset(page.start) : query;
    },
    async countImages(uploadId: number, keyword?: string) {
      const conditions = [eq(uploadImages.orgId, orgId), eq(uploadImages.uploadId, uploadId)];
      if (keyword) {
        const pattern = substringPattern(keyword);
        conditions.push(
          or(
            sql`lower(${uploadImages.imageName}) like ${pattern}`,
            sql`lower(coalesce(${uploadImages.bodyPart}, '')) like ${pattern}`,
          )!,
        );
      }
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(uploadImages)
        .where(and(...conditions));
      return row?.n ?? 0;
    },
    async setAggregate(id: number, aggregate: unknown) {
      await db.update(uploads).set({ aggregate }).where(visible(id));
    },
    async setClinicianInput(imageId: number, clinicianInput: unknown) {
      await db
        .update(uploadImages)
        .set({ clinicianInput })
        .where(and(eq(uploadImages.orgId, orgId), eq(uploadImages.id, imageId)));
    },
    /** Soft delete: the upload vanishes from every list at once; images go after retention. */
    async softDelete(id: number, userId: string) {
      const rows = await db
        .update(uploads)
        .set({ deletedAt: new Date(), deletedBy: userId })
        .where(visible(id))
        .returning({ id: uploads.id });
      return rows.length > 0;
    },
    /** Sets the clinician comment of an image of a live upload; false when there is none. */
    async setComment(imageId: number, comment: string | null) {
      const rows = await db
        .update(uploadImages)
        .set({ userComment: comment })
        .where(
          and(
            eq(uploadImages.orgId, orgId),
            eq(uploadImages.id, imageId),
            sql`exists (select 1 from ${uploads} where ${uploads.id} = ${uploadImages.uploadId} and ${uploads.deletedAt} is null)`,
          ),
        )
        .returning({ id: uploadImages.id });
      return rows.length > 0;
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

/** The uploads module's repositories for one organisation: saving and amending use both at once. */
export const uploadsRepositories = (db: Queryable, orgId: OrgId) => ({
  uploads: createUploadsRepository(db, orgId),
  amendments: createAmendmentsRepository(db, orgId),
});
export type UploadsRepositories = ReturnType<typeof uploadsRepositories>;
