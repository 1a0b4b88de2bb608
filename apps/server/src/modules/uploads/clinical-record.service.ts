import type { Amendment, SubjectResult } from '@dermadesk/contracts';
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

    /**
     * The saved results of some subject IDs, newest first, as History lists them (the
     * Receptionist's patient page shows those of a patient's subject IDs).
     */
    async ofSubjects(ctx: OrgContext, subjectIds: string[], limit: number) {
      if (!subjectIds.length) return [];
      const rows = await deps.records(ctx).ofSubjects(subjectIds, limit);
      return rows.map((r): SubjectResult => ({
        uploadId: r.id,
        subjectId: r.subjectId,
        module: r.module,
        imageCount: r.imageCount,
        createdAt: r.createdAt.toISOString(),
        score: scoreOf(r.aggregate),
      }));
    },

    /** One subject's results with their images' analyses, newest first (the scribe's offer). */
    async ofSubjectWithImages(ctx: OrgContext, subjectId: string, limit = 50) {
      const repo = deps.records(ctx);
      const uploads = await repo.ofSubjects([subjectId], limit);
      const images = await repo.imagesOf(uploads.map((u) => u.id));
      return uploads.map((upload) => ({
        upload,
        images: images.filter((i) => i.image.uploadId === upload.id),
      }));
    },
  };
}

/** The server-computed score a multi-image module stores in its aggregate, if any. */
function scoreOf(aggregate: unknown): SubjectResult['score'] {
  const score = (
    aggregate as {
      score?: { instrument?: unknown; score?: unknown; band?: { label?: unknown } };
    } | null
  )?.score;
  if (!score || typeof score.score !== 'number' || typeof score.instrument !== 'string') {
    return null;
  }
  return {
    instrument: score.instrument,
    value: score.score,
    band: typeof score.band?.label === 'string' ? score.band.label : null,
  };
}
export type ClinicalRecordService = ReturnType<typeof createClinicalRecordService>;
