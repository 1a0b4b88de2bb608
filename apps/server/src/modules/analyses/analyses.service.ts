import { randomUUID } from 'node:crypto';
import {
  analyzeForStorage,
  AnalysisTimeoutError,
  ImageIntakeError,
  moduleSpec,
  UnknownModuleError,
  type AnalysisPool,
  type AnalyzedImage,
} from '@dermadesk/analysis';
import type { Analysis, AnalyzeFields, StoredAnalysisResult } from '@dermadesk/contracts';
import { analysisImageKey, overlayBlobKey } from '../../lib/analysis-blob-keys.js';
import { toAnalysis } from '../../lib/analysis-view.js';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { BlobLedger } from '../../storage/blob-ledger.js';
import type { BlobStore } from '../../storage/blob-store.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { AnalysesRepository, AnalysisRow } from './analyses.repository.js';
import type { EgressGuard } from '../../platform/egress/egress-guard.js';
import type { Entitlements } from '../../platform/entitlements.js';
import { backendFor } from './model-backends.js';
import type { ModelsRepository } from './models.repository.js';

/** Engine errors carry their HTTP status and i18n key; they become our typed API errors. */
export function toAppError(e: unknown): unknown {
  if (e instanceof ImageIntakeError) {
    const code =
      e.httpStatus === 413
        ? 'PAYLOAD_TOO_LARGE'
        : e.httpStatus === 415
          ? 'UNSUPPORTED_MEDIA_TYPE'
          : 'BAD_REQUEST';
    return new AppError(code, `The image was refused: ${e.message}.`, {
      messageKey: e.messageKey,
      reason: e.code,
    });
  }
  if (e instanceof UnknownModuleError) {
    return AppError.badRequest(e.message, { messageKey: e.messageKey, params: e.params });
  }
  if (e instanceof AnalysisTimeoutError) {
    return new AppError('INTERNAL', 'The analysis took too long and was stopped; try again.', {
      messageKey: 'errors.processFailed',
    });
  }
  return e;
}

export function createAnalysesService(deps: {
  analyses: OrgScope<AnalysesRepository>;
  /** The attached models, which replace the built-in analyzer of their module. */
  models: OrgScope<ModelsRepository>;
  blobs: BlobStore;
  ledger: BlobLedger;
  pool: AnalysisPool;
  egress: EgressGuard;
  entitlements: Entitlements;
  audit: AuditTrail;
}) {
  const { blobs, ledger, pool, egress, entitlements, audit } = deps;

  async function run(
    ctx: OrgContext,
    fields: AnalyzeFields,
    bytes: Buffer,
    maxBytes: number,
  ): Promise<AnalyzedImage> {
    const options = {
      module: fields.Module,
      bodyPart: fields.BodyPart,
      pxPerMm: fields.ScalePxPerMm,
      intake: { maxBytes },
    };
    const attached = await deps.models(ctx).find(fields.Module);
    if (!attached) return pool.analyze(bytes, options);
    // Models cannot cross into worker threads; model runs are the exception on this thread.
    const model = await backendFor(attached, blobs, egress);
    try {
      return await analyzeForStorage(bytes, { ...options, model });
    } finally {
      await model.dispose();
    }
  }

  return {
    /** Quality gate + analyzer (or attached model), then the image and result are stored. */
    async analyze(
      ctx: OrgContext,
      fields: AnalyzeFields,
      bytes: Buffer,
      maxBytes: number,
    ): Promise<Analysis> {
      let analyzed: AnalyzedImage;
      try {
        moduleSpec(fields.Module);
      } catch (e) {
        throw toAppError(e);
      }
      // What the dashboard does not offer this organisation, the API does not run for it.
      await entitlements.assertModule(ctx, fields.Module);
      try {
        analyzed = await run(ctx, fields, bytes, maxBytes);
      } catch (e) {
        throw toAppError(e);
      }
      // The stored image is the oriented working copy re-encoded: no EXIF, GPS or ICC data.
      const { result, derivative } = analyzed;
      const id = randomUUID();
      const imageKey = analysisImageKey(ctx.orgId, id);
      const overlayNames = result.overlays.map((o) => o.name);
      // Written under pending rows: a process killed before the insert leaves them to the sweep.
      const staged = await ledger.stage(ctx.orgId, [
        { key: imageKey, body: derivative, contentType: 'image/jpeg' },
        ...result.overlays.map((o) => ({
          key: overlayBlobKey(ctx.orgId, id, o.name),
          body: o.png,
          contentType: 'image/png',
        })),
      ]);
      const stored: StoredAnalysisResult = {
        ...result,
        overlays: result.overlays.map(({ png: _png, ...meta }) => meta),
      };
      let row: AnalysisRow;
      try {
        row = await deps.analyses.transaction(ctx, async (analyses, tx) => {
          const inserted = await analyses.insert({
            id,
            createdBy: ctx.userId,
            module: fields.Module,
            bodyPart: fields.BodyPart ?? null,
            status: result.status,
            imageKey,
            overlayNames,
            result: stored,
          });
          await staged.claim(tx);
          return inserted;
        });
      } catch (e) {
        // No row, no files: a failed insert must not leave orphaned images behind.
        await staged.discard();
        throw e;
      }
      await audit.record(ctx, 'create', { type: 'analysis', id });
      return toAnalysis(row);
    },

    /**
     * The facts saving needs of an analysis the caller's organisation can see (uploads' save):
     * not audited here, the save that follows is.
     */
    async forSaving(ctx: OrgContext, id: string) {
      const row = await deps.analyses(ctx).find(id);
      if (!row) throw AppError.notFound('analysis', id);
      return { id: row.id, module: row.module, bodyPart: row.bodyPart };
    },

    async get(ctx: OrgContext, id: string): Promise<Analysis> {
      const row = await deps.analyses(ctx).find(id);
      if (!row) throw AppError.notFound('analysis', id);
      await audit.record(ctx, 'view', { type: 'analysis', id });
      return toAnalysis(row);
    },

    /** The stored image or one overlay, as bytes with their media type. */
    async file(ctx: OrgContext, id: string, overlay?: string) {
      const row = await deps.analyses(ctx).find(id);
      if (!row || (overlay !== undefined && !row.overlayNames.includes(overlay)))
        throw AppError.notFound('image');
      const key = overlay === undefined ? row.imageKey : overlayBlobKey(ctx.orgId, id, overlay);
      const stream = await blobs.stream(key);
      if (!stream) throw AppError.notFound('image');
      await audit.record(ctx, 'view', {
        type: overlay === undefined ? 'analysis-image' : 'analysis-overlay',
        id,
        ...(overlay === undefined ? {} : { details: { overlay } }),
      });
      return { stream, mediaType: overlay === undefined ? 'image/jpeg' : 'image/png' };
    },
  };
}
export type AnalysesService = ReturnType<typeof createAnalysesService>;
