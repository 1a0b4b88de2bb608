import { COPILOT_SOURCE_FAILURES } from '@dermadesk/contracts';
import { z } from 'zod';
import { defineOrgJob, defineSystemJob } from '../../jobs/job-definition.js';
import type { AiGateway } from '../../ai/ai-gateway.js';
import { createAi } from '../../platform/platform.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import { copilotRepositories } from './index.repository.js';
import type { Embed } from './embedding.js';
import { ingestPdf } from './ingest-pdf.js';
import { syncWebsite, UnreachableSiteError } from './ingest-website.js';
import { UnreadablePdfError } from './pdf-text.js';
import { dueWebsitesAcrossOrgs } from './resync.repository.js';
import type { SourceRow } from './sources.repository.js';

/**
 * The organisation's embedder when it is ready, acting for the person who added the source (the
 * gateway counts the tokens and audits the call); none, and the index is full-text only.
 */
async function embedderFor(
  gateway: AiGateway,
  orgId: OrgId,
  source: SourceRow,
): Promise<Embed | undefined> {
  if (!source.addedBy || (await gateway.resolve(orgId, 'embeddings')).status !== 'ready') return;
  const actor = {
    orgId,
    userId: source.addedBy,
    role: 'member' as const,
    requestId: `job-${source.id}`,
  };
  return (texts) => gateway.embed(actor, 'copilot-index', { texts });
}

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
    // Every crawler and provider request goes through its egress guard (EGRESS_ALLOW_HOSTS for tests).
    const ai = createAi(ctx.db, ctx.config);
    try {
      const embed = await embedderFor(ai.gateway, orgId, source);
      if (source.kind === 'pdf')
        await ingestPdf({ repos, blobs: ctx.blobs, embed }, payload, source);
      else
        await syncWebsite(
          { repos, egress: ai.egress, embed, now: () => ctx.now() },
          payload,
          source,
        );
      ctx.log.info({ orgId, sourceId, vectors: Boolean(embed) }, 'copilot source indexed');
    } catch (e) {
      // A file that can never be read fails at once with its reason; other errors are retried
      // (an unreachable site too: it may be back), and the list says why meanwhile.
      const reason =
        e instanceof UnreadablePdfError || e instanceof UnreachableSiteError
          ? e.message
          : COPILOT_SOURCE_FAILURES.processFailed;
      await sources.update(sourceId, { status: 'failed', progress: null, error: reason });
      ctx.log.warn({ orgId, sourceId, err: (e as Error).message }, 'copilot ingestion failed');
      if (!(e instanceof UnreadablePdfError)) throw e;
    } finally {
      await ai.egress.close();
    }
  },
});

/**
 * Hourly: queues a re-sync of each website whose schedule is due (their admin chose every day or
 * every week), each as its own ingestion job, as the Re-sync button does: sites are re-synced in
 * parallel across workers, each is retried and reports failure on its own, and one slow site
 * holds up no other. The job re-fetches only pages that changed (conditional requests, hashes).
 */
export const resyncWebsitesJob = defineSystemJob({
  name: 'copilot-resync-websites',
  payload: {},
  schedule: '41 * * * *',
  retryLimit: 0,
  retryDelaySeconds: 60,
  expireInSeconds: 600,
  async run(_payload, ctx) {
    for (const due of await dueWebsitesAcrossOrgs(ctx.db, ctx.now())) {
      await ctx.db.transaction(async (tx) => {
        await copilotRepositories(tx, due.orgId).sources.update(due.sourceId, { status: 'queued' });
        // The Re-sync button's key: a site already waiting is not queued twice.
        await ctx.enqueue(tx, ingestSourceJob, due, { singletonKey: due.sourceId });
      });
    }
  },
});
