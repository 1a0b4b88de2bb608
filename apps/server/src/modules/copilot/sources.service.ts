import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  COPILOT_MAX_FILE_BYTES,
  COPILOT_WEBSITE_EXISTS,
  copilotTooLarge,
  type CopilotSettings,
  type CopilotSource,
  type CopilotSyncSummary,
  type createWebsiteSourceSchema,
  type updateCopilotSourceSchema,
} from '@dermadesk/contracts';
import type { AiGateway } from '../../ai/ai-gateway.js';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { AppError } from '../../lib/app-error.js';
import { displayName } from '../../lib/display-name.js';
import type { OrgContext } from '../../lib/request-context.js';
import { blobKey, type BlobStore } from '../../storage/blob-store.js';
import { createAuditTrail } from '../audit/audit.repository.js';
import { ingestSourceJob } from './copilot.jobs.js';
import { looksLikePdf, openPdf, UnreadablePdfError } from './pdf-text.js';
import { createSourcesRepository, type SourceRow } from './sources.repository.js';
import { normalizeUrl } from './url-normal.js';

type NewWebsite = z.output<typeof createWebsiteSourceSchema>;
type SourceUpdate = z.output<typeof updateCopilotSourceSchema>;

function toSource(row: SourceRow, addedBy: string | null): CopilotSource {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    ...(row.fileName ? { fileName: row.fileName } : {}),
    ...(row.url ? { url: row.url } : {}),
    pages: row.pages,
    chunks: row.chunks,
    ...(row.error ? { error: row.error } : {}),
    updatedAt: row.updatedAt.toISOString(),
    progress: row.status === 'processing' ? (row.progress ?? 0) : null,
    sizeBytes: row.sizeBytes,
    addedBy: addedBy ?? '',
    createdAt: row.createdAt.toISOString(),
    pagesWithoutText: row.pagesWithoutText as number[],
    maxDepth: row.maxDepth,
    maxPages: row.maxPages,
    syncEveryHours: row.syncEveryHours,
    lastSync: (row.lastSync as CopilotSyncSummary | null) ?? null,
  };
}

/** A file name as the list shows it: the browser's name, without any folder part. */
const baseName = (name: string) => name.split(/[\\/]/).pop()!.slice(0, 255) || 'document.pdf';

export function createSourcesService(deps: {
  db: Db;
  blobs: BlobStore;
  jobs: JobQueue;
  gateway: AiGateway;
}) {
  const { db, blobs, jobs } = deps;
  const audit = createAuditTrail(db);
  const repoFor = (ctx: OrgContext) => createSourcesRepository(db, ctx.orgId);

  async function owned(ctx: OrgContext, id: string) {
    const row = await repoFor(ctx).find(id);
    if (!row) throw AppError.notFound('source', id);
    return row;
  }

  /** Inserts the source and its ingestion job together: both exist or neither. */
  async function createAndQueue(
    ctx: OrgContext,
    values: Parameters<ReturnType<typeof createSourcesRepository>['insert']>[0],
  ) {
    return db.transaction(async (tx) => {
      const row = await createSourcesRepository(tx, ctx.orgId).insert(values);
      await jobs.enqueue(tx, ingestSourceJob, { orgId: ctx.orgId, sourceId: row.id });
      return row;
    });
  }

  return {
    async list(ctx: OrgContext): Promise<CopilotSource[]> {
      const rows = await repoFor(ctx).list();
      return rows.map((r) => toSource(r.source, displayName(r)));
    },

    /**
     * Checks the file by content and that pdf.js can open it (an encrypted or broken PDF stores
     * nothing), stores it, and queues its ingestion.
     */
    async addDocument(ctx: OrgContext, name: string, file: { filename: string; data: Buffer }) {
      const fileName = baseName(file.filename);
      if (file.data.length > COPILOT_MAX_FILE_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', copilotTooLarge(fileName));
      if (!looksLikePdf(file.data))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${fileName} is not a PDF.`);
      try {
        const pdf = await openPdf(file.data);
        await pdf.close();
      } catch (e) {
        if (e instanceof UnreadablePdfError)
          throw AppError.badRequest(`${fileName}: ${e.message}`, { reason: e.reason });
        throw e;
      }
      const key = blobKey('copilot', ctx.orgId, `${randomUUID()}.pdf`);
      await blobs.put(key, file.data, 'application/pdf');
      try {
        const row = await createAndQueue(ctx, {
          name,
          kind: 'pdf',
          fileName,
          blobKey: key,
          sizeBytes: file.data.length,
          addedBy: ctx.userId,
        });
        await audit.record(ctx, 'create', 'copilot-source', row.id);
        return { id: row.id, status: row.status };
      } catch (e) {
        await blobs.delete(key).catch(() => {});
        throw e;
      }
    },

    async addWebsite(ctx: OrgContext, input: NewWebsite) {
      const normalUrl = normalizeUrl(input.url);
      if (await repoFor(ctx).byNormalUrl(normalUrl))
        throw AppError.conflict(COPILOT_WEBSITE_EXISTS);
      const row = await createAndQueue(ctx, {
        name: input.name,
        kind: 'website',
        url: input.url,
        normalUrl,
        maxDepth: input.maxDepth,
        maxPages: input.maxPages,
        syncEveryHours: input.syncEveryHours,
        addedBy: ctx.userId,
      }).catch((e: unknown) => {
        // Two adds of one site at once: the unique index decides.
        if ((e as { code?: string }).code === '23505')
          throw AppError.conflict(COPILOT_WEBSITE_EXISTS);
        throw e;
      });
      await audit.record(ctx, 'create', 'copilot-source', row.id);
      return { id: row.id, status: row.status };
    },

    async update(ctx: OrgContext, id: string, changes: SourceUpdate) {
      const source = await owned(ctx, id);
      if (
        source.kind === 'pdf' &&
        (changes.maxDepth !== undefined ||
          changes.maxPages !== undefined ||
          changes.syncEveryHours !== undefined)
      )
        throw AppError.badRequest('Crawl settings apply to websites only.');
      const row = await repoFor(ctx).update(id, changes);
      return toSource(row!, null);
    },

    /** Queues a re-sync (a website) or a re-index (a PDF); one waits at a time per source. */
    async sync(ctx: OrgContext, id: string) {
      const source = await owned(ctx, id);
      const row = await db.transaction(async (tx) => {
        const updated = await createSourcesRepository(tx, ctx.orgId).update(id, {
          status: source.status === 'processing' ? 'processing' : 'queued',
        });
        await jobs.enqueue(
          tx,
          ingestSourceJob,
          { orgId: ctx.orgId, sourceId: id },
          { singletonKey: id },
        );
        return updated!;
      });
      return { id: row.id, status: row.status };
    },

    /** Removes the source, its pages, chunks and vectors (cascade) and the stored file. */
    async remove(ctx: OrgContext, id: string) {
      const row = await repoFor(ctx).remove(id);
      if (!row) throw AppError.notFound('source', id);
      if (row.blobKey) await blobs.delete(row.blobKey);
      const selected = await repoFor(ctx).selectedIds();
      if (selected?.includes(id))
        await repoFor(ctx).saveSelection(selected.filter((s) => s !== id));
      await audit.record(ctx, 'delete', 'copilot-source', id);
    },

    async file(ctx: OrgContext, id: string) {
      const source = await owned(ctx, id);
      const stream = source.blobKey ? await blobs.stream(source.blobKey) : undefined;
      if (!stream) throw AppError.notFound('file of source', id);
      await audit.record(ctx, 'view', 'copilot-source-file', id);
      return { stream, fileName: source.fileName ?? 'document.pdf', size: source.sizeBytes };
    },

    async settings(ctx: OrgContext): Promise<CopilotSettings> {
      const [selected, status] = await Promise.all([
        repoFor(ctx).selectedIds(),
        deps.gateway.status(ctx.orgId),
      ]);
      const of = (kind: string) => status.find((s) => s.kind === kind)!.status;
      return {
        sourceIds: selected ?? (await repoFor(ctx).ready()).map((s) => s.id),
        // Vectors are not computed yet: retrieval is full-text whatever the embedder.
        retrieval: 'full-text',
        chat: of('chat'),
        canConfigure: ctx.role === 'admin',
      };
    },

    async saveSettings(ctx: OrgContext, sourceIds: string[]) {
      const unique = [...new Set(sourceIds)];
      const found = await repoFor(ctx).findMany(unique);
      if (found.length !== unique.length) {
        const missing = unique.find((id) => !found.some((f) => f.id === id))!;
        throw AppError.notFound('source', missing);
      }
      await repoFor(ctx).saveSelection(unique);
      return this.settings(ctx);
    },
  };
}
export type SourcesService = ReturnType<typeof createSourcesService>;
