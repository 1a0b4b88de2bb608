import { aiEnvVariables } from '@dermadesk/contracts';
import type { AiGateway } from '../../ai/ai-gateway.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { EncountersService } from './encounters.service.js';
import { transcribeEncounterJob, recordingStepJob } from './scribe.jobs.js';
import type { ScribeRepositories } from './scribe.repositories.js';

/**
 * Starts the transcription job of an encounter. The transcriber's setup is checked first, so the
 * clinician hears at once which provider to configure instead of a job failing later.
 */
export function createTranscriptionService(deps: {
  /** Where a job is queued outside any transaction (the database itself, not a transaction). */
  queueOn: Parameters<JobQueue['enqueue']>[0];
  repos: OrgScope<ScribeRepositories>;
  audit: AuditTrail;
  jobs: JobQueue;
  gateway: AiGateway;
  encounters: EncountersService;
}) {
  /** Realtime transcription runs for clinicians who chose it, while a transcriber is ready. */
  async function realtime(ctx: OrgContext) {
    const options = await deps.repos(ctx).options.get(ctx.userId);
    if (!options.realtimeTranscription) return false;
    return (await deps.gateway.resolve(ctx.orgId, 'transcription')).status === 'ready';
  }

  async function request(ctx: OrgContext, id: string, language?: string) {
    const encounter = await deps.encounters.visible(ctx, id);
    const recordings = (await deps.repos(ctx).encounters.recordings(id)).filter((r) => r.complete);
    if (!recordings.length || encounter.audioDeletedAt) {
      throw AppError.conflict('There is no finished recording to transcribe.');
    }
    const resolved = await deps.gateway.resolve(ctx.orgId, 'transcription');
    if (resolved.status !== 'ready') {
      const env = aiEnvVariables.transcription;
      throw new AppError(
        'AI_UNAVAILABLE',
        resolved.status === 'disabled'
          ? 'The transcription provider is not enabled for this organisation: an admin enables it in AI settings. You can type or paste the transcript meanwhile.'
          : `No transcription provider is configured: set ${env.baseUrl} and ${env.model}, or configure one in AI settings. You can type or paste the transcript meanwhile.`,
        { kind: 'transcription', status: resolved.status },
      );
    }
    // The status and the job commit together: never 'in progress' without a job, nor the reverse.
    await deps.repos.transaction(ctx, async (repos, tx) => {
      await repos.encounters.update(ctx, id, {
        transcriptStatus: 'in progress',
        transcriptError: null,
      });
      await deps.jobs.enqueue(
        tx,
        transcribeEncounterJob,
        {
          orgId: ctx.orgId,
          encounterId: id,
          userId: ctx.userId,
          ...(language ? { language } : {}),
        },
        { singletonKey: id },
      );
      await deps.audit.within(tx).record(ctx, 'update', { type: 'scribe-transcription', id });
    });
    return deps.encounters.detail(ctx, id);
  }

  return {
    request,

    /**
     * A recorder chunk was stored: the recording's next background step is queued (voice found
     * during the visit, and with realtime transcription the transcript growing).
     */
    async chunkStored(ctx: OrgContext, encounterId: string, recordingId: string) {
      const transcribe = await realtime(ctx);
      // Not in a transaction: nothing commits with it (the chunk is stored), and on PGlite's one
      // connection pg-boss's first look at a queue would wait for the transaction to end.
      await deps.jobs.enqueue(
        deps.queueOn,
        recordingStepJob,
        { orgId: ctx.orgId, encounterId, recordingId, userId: ctx.userId, realtime: transcribe },
        { singletonKey: recordingId },
      );
    },

    /**
     * A recording is complete: with realtime transcription the final pass starts at once, as the
     * clinician expects the transcript that grew during the visit to be finished without a click.
     */
    async recordingFinished(ctx: OrgContext, encounterId: string) {
      return (await realtime(ctx)) ? request(ctx, encounterId) : null;
    },
  };
}
export type TranscriptionService = ReturnType<typeof createTranscriptionService>;
