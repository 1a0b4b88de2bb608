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
import type { JobQueue } from '../../jobs/job-queue.js';
import { AppError } from '../../lib/app-error.js';
import { displayName } from '../../lib/display-name.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope, Transaction } from '../../platform/tenancy/org-scope.js';
import type { BlobLedger } from '../../storage/blob-ledger.js';
import { blobKey, type BlobStore } from '../../storage/blob-store.js';
import { ingestSourceJob } from './copilot.jobs.js';
import type { CopilotRepositories } from './index.repository.js';
import type { QueryVectors } from './query-vector.js';
import { countPdfPages } from './pdf-reader.js';
import { looksLikePdf, UnreadablePdfError } from './pdf-text.js';
import type { NewSource, SourceRow } from './sources.repository.js';
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
    pagesOcr: row.pagesOcr as number[],
    maxDepth: row.maxDepth,
    maxPages: row.maxPages,
    syncEveryHours: row.syncEveryHours,
    lastSync: (row.lastSync as CopilotSyncSummary | null) ?? null,
  };
}

/** A file name as the list shows it: the browser's name, without any folder part. */
const baseName = (name: string) => name.split(/[\\/]/).pop()!.slice(0, 255) || 'document.pdf';

export function createSourcesService(deps: {
  repos: OrgScope<CopilotRepositories>;
  blobs: BlobStore;
  ledger: BlobLedger;
  jobs: JobQueue;
  gateway: AiGateway;
  vectors: QueryVectors;
  audit: AuditTrail;
}) {
  const { repos, blobs, ledger, jobs, audit } = deps;
  const repoFor = (ctx: OrgContext) => repos(ctx).sources;

  async function owned(ctx: OrgContext, id: string) {
    const row = await repoFor(ctx).find(id);
    if (!row) throw AppError.notFound('source', id);
    return row;
  }

  /**
   * Inserts the source, claims its file and queues its ingestion in one transaction: all of it
   * exists or none.
   */
  async function createAndQueue(
    ctx: OrgContext,
    values: NewSource,
    claim?: (tx: Transaction) => Promise<void>,
  ) {
    return repos.transaction(ctx, async (r, tx) => {
      const row = await r.sources.insert(values);
      await claim?.(tx);
      await jobs.enqueue(tx, ingestSourceJob, { orgId: ctx.orgId, sourceId: row.id });
      await audit.within(tx).record(ctx, 'create', { type: 'copilot-source', id: row.id });
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
        await countPdfPages(file.data);
      } catch (e) {
        if (e instanceof UnreadablePdfError)
          throw AppError.badRequest(`${fileName}: ${e.message}`, { reason: e.reason });
        throw e;
      }
      const key = blobKey('copilot', ctx.orgId, `${randomUUID()}.pdf`);
      const staged = await ledger.stage(ctx.orgId, [
        { key, body: file.data, contentType: 'application/pdf' },
      ]);
      try {
        const row = await createAndQueue(
          ctx,
          {
            name,
            kind: 'pdf',
            fileName,
            blobKey: key,
            sizeBytes: file.data.length,
            addedBy: ctx.userId,
          },
          (tx) => staged.claim(tx),
        );
        return { id: row.id, status: row.status };
      } catch (e) {
        await staged.discard();
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
      const row = await repos.transaction(ctx, async (r, tx) => {
        const updated = await r.sources.update(id, {
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
      const keys = await repos.transaction(ctx, async (r, tx) => {
        const row = await r.sources.remove(id);
        if (!row) throw AppError.notFound('source', id);
        const owned = row.blobKey ? [row.blobKey] : [];
        await ledger.disown(tx, ctx.orgId, owned);
        const selected = await r.sources.selectedIds();
        if (selected?.includes(id)) await r.sources.saveSelection(selected.filter((s) => s !== id));
        await audit.within(tx).record(ctx, 'delete', { type: 'copilot-source', id });
        return owned;
      });
      await ledger.remove(keys);
    },

    async file(ctx: OrgContext, id: string) {
      const source = await owned(ctx, id);
      const stream = source.blobKey ? await blobs.stream(source.blobKey) : undefined;
      if (!stream) throw AppError.notFound('file of source', id);
      await audit.record(ctx, 'view', { type: 'copilot-source-file', id });
      return { stream, fileName: source.fileName ?? 'document.pdf', size: source.sizeBytes };
    },

    async settings(ctx: OrgContext): Promise<CopilotSettings> {
      const [selected, status, retrieval] = await Promise.all([
        repoFor(ctx).selectedIds(),
        deps.gateway.status(ctx.orgId),
        deps.vectors.retrieval(ctx),
      ]);
      const of = (kind: string) => status.find((s) => s.kind === kind)!.status;
      return {
        sourceIds: selected ?? (await repoFor(ctx).ready()).map((s) => s.id),
        retrieval,
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
