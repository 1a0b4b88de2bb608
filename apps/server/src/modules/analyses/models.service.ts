import { randomUUID } from 'node:crypto';
import {
  loadImage,
  modelManifestSchema,
  moduleSpec,
  UnknownModuleError,
  type ModelPrediction,
} from '@dermadesk/analysis';
import type { HttpModelBody, OrgModel } from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { BlobLedger, StagedBlobs } from '../../storage/blob-ledger.js';
import { blobKey, type BlobStore } from '../../storage/blob-store.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import { toAppError } from './analyses.service.js';
import type { EgressGuard } from '../../platform/egress/egress-guard.js';
import { backendFor } from './model-backends.js';
import type { ModelsRepository, OrgModelRow } from './models.repository.js';

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
export function createModelsService(deps: {
  models: OrgScope<ModelsRepository>;
  blobs: BlobStore;
  ledger: BlobLedger;
  egress: EgressGuard;
  audit: AuditTrail;
}) {
  const { blobs, ledger, egress, audit } = deps;
  const record = (ctx: OrgContext, action: 'update' | 'delete', module: number) =>
    audit.record(ctx, action, { type: 'org-model', id: String(module) });

  /**
   * Saves the module's model and, in the same transaction, takes ownership of its new file and
   * gives up the previous one's, which is then deleted (or left to the sweep by a crash).
   */
  async function save(
    ctx: OrgContext,
    row: Parameters<ModelsRepository['upsert']>[0],
    staged?: StagedBlobs,
  ) {
    let saved: { upserted: OrgModelRow; replaced: string | null };
    try {
      saved = await deps.models.transaction(ctx, async (repo, tx) => {
        const replaced = (await repo.find(row.module))?.blobKey ?? null;
        if (replaced) await ledger.disown(tx, ctx.orgId, [replaced]);
        const upserted = await repo.upsert(row);
        await staged?.claim(tx);
        return { upserted, replaced };
      });
    } catch (e) {
      await staged?.discard();
      throw e;
    }
    if (saved.replaced) await ledger.remove([saved.replaced]);
    await record(ctx, 'update', row.module);
    return toModel(saved.upserted);
  }

  return {
    async list(ctx: OrgContext) {
      return (await deps.models(ctx).list()).map(toModel);
    },
    async attachHttp(ctx: OrgContext, module: number, body: HttpModelBody) {
      assertModule(module);
      return save(ctx, {
        module,
        kind: 'http',
        name: body.name,
        version: body.version,
        settings: { url: body.url, labels: body.labels, timeoutMs: body.timeoutMs },
        blobKey: null,
        createdBy: ctx.userId,
      });
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
      const staged = await ledger.stage(ctx.orgId, [
        { key, body: onnx, contentType: 'application/octet-stream' },
      ]);
      return save(
        ctx,
        {
          module,
          kind: 'onnx',
          name: manifest.data.name,
          version: manifest.data.version,
          settings: manifest.data,
          blobKey: key,
          createdBy: ctx.userId,
        },
        staged,
      );
    },
    async detach(ctx: OrgContext, module: number) {
      const removed = await deps.models.transaction(ctx, async (repo, tx) => {
        const row = await repo.remove(module);
        if (row?.blobKey) await ledger.disown(tx, ctx.orgId, [row.blobKey]);
        return row;
      });
      if (!removed) throw AppError.notFound('attached model for module', String(module));
      if (removed.blobKey) await ledger.remove([removed.blobKey]);
      await record(ctx, 'delete', module);
    },
    /** Runs the attached model on a sample image, so an admin sees it works before clinicians do. */
    async test(
      ctx: OrgContext,
      module: number,
      sample: Buffer,
      maxBytes: number,
    ): Promise<ModelPrediction> {
      const row = await deps.models(ctx).find(module);
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
