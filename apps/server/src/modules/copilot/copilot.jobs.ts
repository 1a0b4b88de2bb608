import { z } from 'zod';
import { defineOrgJob } from '../../jobs/job-definition.js';
import { createEgressGuard } from '../../platform/egress/egress-guard.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import { copilotRepositories } from './index.repository.js';
import { ingestPdf } from './ingest-pdf.js';
import { syncWebsite } from './ingest-website.js';
import { UnreadablePdfError } from './pdf-text.js';

/**
 * Indexes one source: a PDF's pages, or a website's crawl (first import and every re-sync).
 * The API answers at once; the list shows `processing` with progress, then `ready` or `failed`.
 */
export const ingestSourceJob = defineOrgJob({
  name: 'copilot-ingest-source',
  payload: { sourceId: z.uuid() },
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 1800,
  async run(payload, ctx) {
    const { orgId, sourceId } = payload;
    const repos = orgScope(ctx.db, copilotRepositories);
    const { sources } = repos(payload);
    const source = await sources.find(sourceId);
    // Deleted while queued: nothing to do.
    if (!source) return;
    await sources.update(sourceId, { status: 'processing', progress: 0, error: null });
    try {
      if (source.kind === 'pdf') await ingestPdf({ repos, blobs: ctx.blobs }, payload, source);
      else {
        // Every crawler request goes through the egress guard (EGRESS_ALLOW_HOSTS for tests).
        const egress = createEgressGuard({ allowHosts: ctx.config.egress.allowHosts });
        try {
          await syncWebsite({ repos, egress, now: () => ctx.now() }, payload, source);
        } finally {
          await egress.close();
        }
      }
      ctx.log.info({ orgId, sourceId }, 'copilot source indexed');
    } catch (e) {
      // A file that can never be read fails at once with its reason; other errors are retried.
      const reason = e instanceof UnreadablePdfError ? e.message : 'Process failed.';
      await sources.update(sourceId, { status: 'failed', progress: null, error: reason });
      ctx.log.warn({ orgId, sourceId, err: (e as Error).message }, 'copilot ingestion failed');
      if (!(e instanceof UnreadablePdfError)) throw e;
    }
  },
});
