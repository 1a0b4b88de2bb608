import { calculateScore } from '@dermadesk/analysis';
import {
  isMultiImageModule,
  type Amendment,
  type AmendmentBody,
  type ClinicianInput,
} from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import { checkedScore, computeAggregate, type UploadAggregate } from './upload-aggregate.js';
import type { UploadsRepositories, UploadsRepository } from './uploads.repository.js';

interface Change {
  instrument: string;
  previousInput: unknown;
  previousScore: number | null;
  score: number | null;
}

/**
 * Amending a saved record: the clinician's calculator input gets a new version, which becomes
 * what the record (history, result page, exports) shows; the version it replaces is kept in the
 * amendment with who changed it and when. The score is the server's, checked against the one the
 * clinician saw.
 */
export function createAmendmentsService(deps: {
  repos: OrgScope<UploadsRepositories>;
  audit: AuditTrail;
}) {
  const { record } = deps.audit;

  /** Multi-image modules: the aggregate is recomputed from the amended input. */
  async function amendAggregate(
    uploads: UploadsRepository,
    upload: { id: number; module: number; aggregate: unknown },
    body: AmendmentBody,
  ): Promise<Change> {
    const previous = upload.aggregate as UploadAggregate | null;
    if (!previous) throw AppError.badRequest('This record has no saved score to amend.');
    const aggregate = await computeAggregate(uploads, upload, body.input, body.score);
    await uploads.setAggregate(upload.id, aggregate);
    return {
      instrument: previous.instrument,
      previousInput: previous.input,
      previousScore: previous.score.score,
      score: aggregate.score.score,
    };
  }

  /** Single-image modules: the calculator lives in the clinician input of the image saved with it. */
  async function amendImageCalculator(
    uploads: UploadsRepository,
    uploadId: number,
    body: AmendmentBody,
  ): Promise<Change> {
    const images = await uploads.imagesWithAnalyses(uploadId);
    const target = images
      .map(({ image }) => ({ id: image.id, input: image.clinicianInput as ClinicianInput }))
      .find((i) => i.input.calculator);
    if (!target) throw AppError.badRequest('This record has no calculator input to amend.');
    const { instrument, input: previousInput } = target.input.calculator!;
    const score = checkedScore(instrument, body.input, body.score);
    await uploads.setClinicianInput(target.id, {
      ...target.input,
      calculator: { instrument, input: body.input },
    });
    return {
      instrument,
      previousInput,
      previousScore: calculateScore(instrument, previousInput)?.score ?? null,
      score: score.score,
    };
  }

  return {
    async amend(ctx: OrgContext, uploadId: number, body: AmendmentBody): Promise<Amendment> {
      const amendmentId = await deps.repos.transaction(ctx, async ({ uploads, amendments }) => {
        const upload = await uploads.find(uploadId);
        if (!upload) throw AppError.notFound('upload', String(uploadId));
        const change = isMultiImageModule(upload.module)
          ? await amendAggregate(uploads, upload, body)
          : await amendImageCalculator(uploads, uploadId, body);
        return amendments.add({
          ...change,
          uploadId,
          input: body.input,
          amendedBy: ctx.userId,
        });
      });
      await record(ctx, 'update', {
        type: 'upload-amendment',
        id: String(uploadId),
        details: { amendmentId },
      });
      const all = await deps.repos(ctx).amendments.ofUpload(uploadId);
      return all.find((a) => a.id === amendmentId)!;
    },
  };
}
export type AmendmentsService = ReturnType<typeof createAmendmentsService>;
