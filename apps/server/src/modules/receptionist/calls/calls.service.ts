import type { Locale } from '@dermadesk/contracts';
import type { AiGateway } from '../../../ai/ai-gateway.js';
import type { JobQueue } from '../../../jobs/job-queue.js';
import { AppError } from '../../../lib/app-error.js';
import type { OrgContext } from '../../../lib/request-context.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../../platform/tenancy/org-scope.js';
import type { AssistantService } from '../assistant/assistant.service.js';
import type { ReceptionistRepositories } from '../receptionist.repositories.js';
import { summariseCallJob } from './calls.jobs.js';

/** A caller's utterance is a few seconds of speech; a minute is already far too long. */
export const MAX_UTTERANCE_BYTES = 4 * 1_048_576;

/**
 * Calls in the browser: the caller's speech comes in one utterance at a time, the transcriber
 * turns it into text, the assistant answers (the browser reads the answer aloud). Ending a call
 * finalizes its transcript and queues its summary.
 */
export function createCallsService(deps: {
  repos: OrgScope<ReceptionistRepositories>;
  assistant: AssistantService;
  gateway: AiGateway;
  jobs: JobQueue;
  audit: AuditTrail;
}) {
  const { assistant, gateway } = deps;

  async function ongoing(ctx: OrgContext, id: string) {
    const { conversation } = await assistant.owned(ctx, id);
    if (conversation.channel !== 'call') throw AppError.notFound('call', id);
    if (conversation.endedAt) throw AppError.conflict('This call has ended.');
    return conversation;
  }

  return {
    /** Both a transcriber and a chat model are needed; without one, 503 says which to set. */
    async start(ctx: OrgContext, language: Locale) {
      await gateway.assertReady(ctx.orgId, 'transcription');
      await gateway.assertReady(ctx.orgId, 'chat');
      const row = await assistant.start(ctx, { channel: 'call', language });
      return assistant.detail(ctx, row.id);
    },

    async utterance(
      ctx: OrgContext,
      id: string,
      audio: { data: Buffer; mimeType: string },
      language: Locale,
    ) {
      await ongoing(ctx, id);
      const transcript = await gateway.transcribe(ctx, 'receptionist-call', {
        audio: audio.data,
        fileName: `utterance.${audio.mimeType.includes('ogg') ? 'ogg' : audio.mimeType.includes('wav') ? 'wav' : 'webm'}`,
        mimeType: audio.mimeType,
        language,
      });
      const text = transcript.text.trim();
      // Silence or noise: nothing was said, nothing to answer.
      if (!text) return [];
      return assistant.turn(ctx, id, text, language);
    },

    async end(ctx: OrgContext, id: string) {
      await ongoing(ctx, id);
      // The transcript's final state and the summary job commit together.
      await deps.repos.transaction(ctx, async (repos, tx) => {
        await repos.assistant.updateConversation(id, {
          endedAt: new Date(),
          transcriptStatus: 'finalized',
          summaryStatus: 'pending',
        });
        await deps.jobs.enqueue(
          tx,
          summariseCallJob,
          { orgId: ctx.orgId, conversationId: id },
          { singletonKey: id },
        );
        await deps.audit
          .within(tx)
          .record(ctx, 'update', { type: 'receptionist-call', id, details: { ended: true } });
      });
      return assistant.detail(ctx, id);
    },
  };
}
export type CallsService = ReturnType<typeof createCallsService>;
