import { isMultiImageModule, type WidgetResultFields } from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { AnalysesService } from '../analyses/analyses.service.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { RemoteConfigService } from '../remote-config/remote-config.service.js';
import { computeAggregate, type UploadAggregate } from './upload-aggregate.js';
import type { UploadsRepositories } from './uploads.repository.js';

/** Saving analysed images into uploads, and the server-checked aggregate of multi-image modules. */
export function createSaveResultsService(deps: {
  repos: OrgScope<UploadsRepositories>;
  remoteConfig: RemoteConfigService;
  analyses: AnalysesService;
  audit: AuditTrail;
}) {
  const { audit } = deps;

  return {
    async saveImage(ctx: OrgContext, fields: WidgetResultFields): Promise<number> {
      const { values: config } = await deps.remoteConfig.read();
      if (config.CONCUR_CHECKBOX_MODE && typeof fields.Result?.concur !== 'boolean') {
        throw AppError.badRequest('Record whether you concur with the result before saving.', {
          messageKey: 'workspace.save.needConcur',
          fields: [{ path: '/Result/concur', message: 'required' }],
        });
      }
      const analysis = await deps.analyses.forSaving(ctx, fields.ImageId);
      if (analysis.module !== fields.Module) {
        throw AppError.badRequest(
          `The analysis was made with module ${analysis.module}, not ${fields.Module}.`,
        );
      }
      const uploadId = await deps.repos.transaction(ctx, async ({ uploads: repo }) => {
        let upload;
        if (fields.UploadId) {
          upload = await repo.find(fields.UploadId);
          if (!upload) throw AppError.notFound('upload', String(fields.UploadId));
          if (upload.module !== fields.Module || upload.subjectId !== fields.SubjectId) {
            throw AppError.badRequest(
              'An image can only join an upload of the same module and subject.',
            );
          }
        } else {
          upload = await repo.create({
            subjectId: fields.SubjectId,
            module: fields.Module,
            createdBy: ctx.userId,
          });
        }
        const image = await repo.addImage({
          uploadId: upload.id,
          analysisId: analysis.id,
          imageName: fields.ImageName ?? '',
          bodyPart: fields.BodyPart ?? analysis.bodyPart,
          clinicianInput: fields.Result ?? {},
        });
        if (!image) throw AppError.conflict('This analysis has already been saved.');
        return upload.id;
      });
      await audit.record(ctx, 'create', { type: 'upload', id: String(uploadId) });
      return uploadId;
    },

    /**
     * Recomputes a multi-image score from the clinician's instrument input, checks it against the
     * score the browser showed, and stores it with the per-region suggestions from the stored
     * analyses, so every adjusted region grade is visible later.
     */
    async saveAggregate(
      ctx: OrgContext,
      uploadId: number,
      input: Record<string, unknown>,
      shownScore: number,
    ): Promise<UploadAggregate> {
      const repo = deps.repos(ctx).uploads;
      const upload = await repo.find(uploadId);
      if (!upload) throw AppError.notFound('upload', String(uploadId));
      if (!isMultiImageModule(upload.module))
        throw AppError.badRequest('Only multi-image modules have an aggregate score.');
      const aggregate = await computeAggregate(repo, upload, input, shownScore);
      await repo.setAggregate(uploadId, aggregate);
      await audit.record(ctx, 'update', { type: 'upload-aggregate', id: String(uploadId) });
      return aggregate;
    },
  };
}
export type SaveResultsService = ReturnType<typeof createSaveResultsService>;
