import { randomUUID } from 'node:crypto';
import {
  loadImage,
  modelManifestSchema,
  moduleSpec,
  UnknownModuleError,
  type ModelPrediction,
} from '@dermadesk/analysis';
import type { HttpModelBody, OrgModel } from '@dermadesk/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import { blobKey, type BlobStore } from '../../storage/blob-store.js';
import { createAuditTrail } from '../../platform/audit/audit-trail.js';
import { toAppError } from './analyses.service.js';
import type { EgressGuard } from '../../platform/egress/egress-guard.js';
import { backendFor } from './model-backends.js';
import { createModelsRepository, type OrgModelRow } from './models.repository.js';

const toModel = (row: OrgModelRow): OrgModel => ({
  module: row.module,
  kind: row.kind,
  name: row.name,
  version: row.version,
  settings: row.settings as Record<string, unknown>,
  updatedAt: row.updatedAt.toISOString(),
});

function assertModule(module: number) {
  try {
    moduleSpec(module);
  } catch (e) {
    if (e instanceof UnknownModuleError) throw toAppError(e);
    throw e;
  }
}

/** Attaching trained models to modules, per organisation (admins only). */
export function createModelsService(deps: { db: Db; blobs: BlobStore; egress: EgressGuard }) {
  const { db, blobs, egress } = deps;
  const trail = createAuditTrail(db);
  const record = (ctx: OrgContext, action: 'update' | 'delete', module: number) =>
    trail.record(ctx, action, { type: 'org-model', id: String(module) });

  return {
    async list(ctx: OrgContext) {
      return (await createModelsRepository(db, ctx.orgId).list()).map(toModel);
    },
    async attachHttp(ctx: OrgContext, module: number, body: HttpModelBody) {
      assertModule(module);
      const row = await createModelsRepository(db, ctx.orgId).upsert({
        module,
        kind: 'http',
        name: body.name,
        version: body.version,
        settings: { url: body.url, labels: body.labels, timeoutMs: body.timeoutMs },
        blobKey: null,
        createdBy: ctx.userId,
      });
      await record(ctx, 'update', module);
      return toModel(row);
    },
    async attachOnnx(ctx: OrgContext, module: number, onnx: Buffer, manifestJson: string) {
      assertModule(module);
      let manifestInput: unknown;
      try {
        manifestInput = JSON.parse(manifestJson);
      } catch {
        throw AppError.badRequest('The manifest is not valid JSON.');
      }
      const manifest = modelManifestSchema.safeParse(manifestInput);
      if (!manifest.success) {
        throw AppError.badRequest(
          'Invalid model manifest.',
          manifest.error.issues.map((i) => ({ path: `/${i.path.join('/')}`, message: i.message })),
        );
      }
      const key = blobKey('orgs', ctx.orgId, 'models', `${module}-${randomUUID()}.onnx`);
      await blobs.put(key, onnx, 'application/octet-stream');
      const repo = createModelsRepository(db, ctx.orgId);
      const previous = await repo.find(module);
      const row = await repo.upsert({
        module,
        kind: 'onnx',
        name: manifest.data.name,
        version: manifest.data.version,
        settings: manifest.data,
        blobKey: key,
        createdBy: ctx.userId,
      });
      if (previous?.blobKey) await blobs.delete(previous.blobKey);
      await record(ctx, 'update', module);
      return toModel(row);
    },
    async detach(ctx: OrgContext, module: number) {
      const removed = await createModelsRepository(db, ctx.orgId).remove(module);
      if (!removed) throw AppError.notFound('attached model for module', String(module));
      if (removed.blobKey) await blobs.delete(removed.blobKey);
      await record(ctx, 'delete', module);
    },
    /** Runs the attached model on a sample image, so an admin sees it works before clinicians do. */
    async test(
      ctx: OrgContext,
      module: number,
      sample: Buffer,
      maxBytes: number,
    ): Promise<ModelPrediction> {
      const row = await createModelsRepository(db, ctx.orgId).find(module);
      if (!row) throw AppError.notFound('attached model for module', String(module));
      const backend = await backendFor(row, blobs, egress);
      try {
        return await backend.predict(await loadImage(sample, { maxBytes }));
      } catch (e) {
        const mapped = toAppError(e);
        if (mapped !== e) throw mapped;
        throw AppError.badRequest(`The model did not answer: ${(e as Error).message}`);
      } finally {
        await backend.dispose();
      }
    },
  };
}
export type ModelsService = ReturnType<typeof createModelsService>;
