import type {
  ClinicianInput,
  GetUploadsBody,
  UploadDetail,
  UploadPage,
} from '@dermadesk/contracts';
import type { getUploadImagesBodySchema } from '@dermadesk/contracts';
import type { z } from 'zod';
import { toAnalysis } from '../../lib/analysis-view.js';
import { AppError } from '../../lib/app-error.js';
import { readClinicianCalculator } from '../../lib/clinician-calculator.js';
import { displayName } from '../../lib/display-name.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { RemoteConfigService } from '../remote-config/remote-config.service.js';
import type { UploadsRepositories } from './uploads.repository.js';

/** History: listing, reading, commenting on and deleting an organisation's uploads. */
export function createUploadsService(deps: {
  repos: OrgScope<UploadsRepositories>;
  remoteConfig: RemoteConfigService;
  audit: AuditTrail;
}) {
  const { record } = deps.audit;

  return {
    async list(ctx: OrgContext, query: GetUploadsBody): Promise<UploadPage> {
      const repo = deps.repos(ctx).uploads;
      // The view is audited while the page is read: one round trip less to wait for.
      const [{ rows, total }] = await Promise.all([
        repo.page(query),
        record(ctx, 'view', { type: 'upload-list' }),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          createdAt: r.createdAt.toISOString(),
          subjectId: r.subjectId,
          module: r.module,
          imageCount: r.imageCount,
          uploadedBy: displayName(r),
        })),
        total,
      };
    },

    async detail(
      ctx: OrgContext,
      id: number,
      page: z.infer<typeof getUploadImagesBodySchema>,
    ): Promise<UploadDetail> {
      const { uploads: repo, amendments: amended } = deps.repos(ctx);
      const upload = await repo.find(id);
      if (!upload) throw AppError.notFound('upload', String(id));
      const [rows, total, creator, amendments] = await Promise.all([
        repo.imagesWithAnalyses(id, page),
        repo.countImages(id, page.keyword),
        repo.creator(id),
        amended.ofUpload(id),
      ]);
      await record(ctx, 'view', { type: 'upload', id: String(id) });
      return {
        upload: {
          id: upload.id,
          createdAt: upload.createdAt.toISOString(),
          subjectId: upload.subjectId,
          module: upload.module,
          imageCount: upload.imageCount,
          uploadedBy: creator ? displayName(creator) : null,
          aggregate: (upload.aggregate as Record<string, unknown> | null) ?? null,
          amendments,
        },
        images: {
          items: rows.map(({ image, analysis }) => ({
            id: image.id,
            imageName: image.imageName,
            bodyPart: image.bodyPart,
            createdAt: image.createdAt.toISOString(),
            clinicianInput: image.clinicianInput as ClinicianInput,
            clinicianCalculator: readClinicianCalculator(image.clinicianInput),
            userComment: image.userComment,
            analysis: toAnalysis(analysis),
          })),
          total,
        },
      };
    },

    async remove(ctx: OrgContext, id: number) {
      if (!(await deps.repos(ctx).uploads.softDelete(id, ctx.userId))) {
        throw AppError.notFound('upload', String(id));
      }
      await record(ctx, 'delete', { type: 'upload', id: String(id) });
    },

    /** The clinician's comment on one image, kept apart from the AI output (ALLOW_USER_COMMENT). */
    async comment(ctx: OrgContext, imageId: number, text: string) {
      if (!(await deps.remoteConfig.read()).values.ALLOW_USER_COMMENT) {
        throw AppError.forbidden(
          'Comments are turned off for this installation (ALLOW_USER_COMMENT).',
        );
      }
      const saved = await deps.repos(ctx).uploads.setComment(imageId, text || null);
      if (!saved) throw AppError.notFound('image', String(imageId));
      await record(ctx, 'update', { type: 'upload-image-comment', id: String(imageId) });
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
