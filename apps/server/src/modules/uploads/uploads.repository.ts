import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { analyses, uploadImages, uploads } from '../../db/schema.js';

export type UploadRow = typeof uploads.$inferSelect;

/** One organisation's uploads and their images; deleted uploads are invisible. */
export function createUploadsRepository(db: Queryable, orgId: string) {
  const visible = (id: number) =>
    and(eq(uploads.orgId, orgId), eq(uploads.id, id), isNull(uploads.deletedAt));
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
      return created;
    },
    /** The upload's images with the server's stored analysis of each, in saving order. */
    async imagesWithAnalyses(uploadId: number) {
      return db
        .select({ image: uploadImages, analysis: analyses })
        .from(uploadImages)
        .innerJoin(analyses, eq(analyses.id, uploadImages.analysisId))
        .where(and(eq(uploadImages.orgId, orgId), eq(uploadImages.uploadId, uploadId)))
        .orderBy(asc(uploadImages.id));
    },
    async setAggregate(id: number, aggregate: unknown) {
      await db.update(uploads).set({ aggregate }).where(visible(id));
    },
  };
}
