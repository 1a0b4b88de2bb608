import type { Amendment } from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { ClinicalRecordRepository } from './clinical-record.repository.js';

type UploadWithNames = NonNullable<Awaited<ReturnType<ClinicalRecordRepository['upload']>>>;

/**
 * A saved Skin AI result as one record: the upload (subject, module, aggregate score), who saved
 * it and where, its images, each with its stored analysis and the clinician's own input, and the
 * amendments of that input (oldest first; the last one is what the record now holds).
 */
export type ClinicalRecord = UploadWithNames & {
  images: Awaited<ReturnType<ClinicalRecordRepository['images']>>;
  amendments: Amendment[];
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
      const [images, amendments] = await Promise.all([
        repo.images(uploadId),
        repo.amendments(uploadId),
      ]);
      return { ...row, images, amendments };
    },
  };
}
export type ClinicalRecordService = ReturnType<typeof createClinicalRecordService>;
