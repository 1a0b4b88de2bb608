import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { ClinicalRecordRepository } from './clinical-record.repository.js';

type UploadWithNames = NonNullable<Awaited<ReturnType<ClinicalRecordRepository['upload']>>>;

/**
 * A saved Skin AI result as one record: the upload (subject, module, aggregate score), who saved
 * it and where, and its images, each with its stored analysis and the clinician's own input.
 */
export type ClinicalRecord = UploadWithNames & {
  images: Awaited<ReturnType<ClinicalRecordRepository['images']>>;
};

/**
 * The one way other modules read the clinical record (exports, the Assistant, later Copilot and
 * the scribe). It does not audit: the caller audits what it does with the record (an export, an
 * attachment), as that is the event the trail should name.
 */
export function createClinicalRecordService(deps: { records: OrgScope<ClinicalRecordRepository> }) {
  return {
    /** A live upload of the caller's organisation; deleted or another's is not found. */
    async read(ctx: OrgContext, uploadId: number): Promise<ClinicalRecord> {
      const repo = deps.records(ctx);
      const row = await repo.upload(uploadId);
      if (!row) throw AppError.notFound('upload', String(uploadId));
      return { ...row, images: await repo.images(uploadId) };
    },

    /** A subject's live uploads of the caller's organisation as records, newest first. */
    async readSubject(ctx: OrgContext, subjectId: string, limit = 50): Promise<ClinicalRecord[]> {
      const repo = deps.records(ctx);
      const rows = await repo.uploadsOfSubject(subjectId, limit);
      const images = await repo.imagesOf(rows.map((r) => r.upload.id));
      return rows.map((row) => ({
        ...row,
        images: images.filter((i) => i.image.uploadId === row.upload.id),
      }));
    },
  };
}
export type ClinicalRecordService = ReturnType<typeof createClinicalRecordService>;
