import { z } from 'zod';
import { locales, type Locale } from '@dermadesk/contracts';
import { defineOrgJob } from '../../../jobs/job-definition.js';
import { AppError } from '../../../lib/app-error.js';
import { createAi } from '../../../platform/platform.js';
import { orgScope } from '../../../platform/tenancy/org-scope.js';
import { createReceptionistRepositories } from '../receptionist.repositories.js';
import { noteOf, outcomesOf, readSummary, summaryRequest, transcriptOf } from './call-summary.js';

/**
 * Summarises an ended call (reason, outcomes, follow-ups) and files it in the patient's record
 * as a note. Idempotent: a rerun rewrites the same summary and finds the note already filed.
 */
export const summariseCallJob = defineOrgJob({
  name: 'receptionist-call-summary',
  payload: { conversationId: z.uuid() },
  // A failure is kept on the call for the staff to see (and the model to be fixed); no retry.
  retryLimit: 0,
  retryDelaySeconds: 20,
  expireInSeconds: 600,
  async run(payload, ctx) {
    const repo = orgScope(ctx.db, createReceptionistRepositories)(payload).assistant;
    const found = await repo.conversation(payload.conversationId);
    if (!found || found.conversation.channel !== 'call') return;
    const call = found.conversation;
    const language: Locale = (locales as readonly string[]).includes(call.language)
      ? (call.language as Locale)
      : 'en';
    const messages = await repo.messages(call.id);
    // The system acts in the call's organisation: no user, and the job as its request.
    const actor = { userId: null, orgId: payload.orgId, requestId: `job-call-${call.id}` };
    const ai = createAi(ctx.db, ctx.config);
    try {
      const session = await ai.gateway.openChat(actor, 'receptionist-call-summary');
      let text = '';
      for await (const event of session.stream({
        messages: summaryRequest(transcriptOf(messages), language),
        temperature: 0,
      })) {
        if (event.type === 'token') text += event.text;
      }
      const summary = readSummary(text, outcomesOf(messages));
      if (!summary)
        throw new AppError('AI_PROVIDER_FAILED', 'The model did not answer with a usable summary.');
      await repo.updateConversation(call.id, {
        summary,
        summaryStatus: 'ready',
        summaryError: null,
      });
      if (call.patientId) {
        await repo.fileCallNote({
          patientId: call.patientId,
          sourceId: call.id,
          createdBy: call.createdBy,
          body: noteOf(summary, language),
        });
      }
      ctx.log.info({ orgId: payload.orgId, conversationId: call.id }, 'call summarised');
    } catch (e) {
      const message = e instanceof Error ? e.message.slice(0, 500) : 'The summary failed.';
      await repo.updateConversation(call.id, { summaryStatus: 'failed', summaryError: message });
      ctx.log.warn({ orgId: payload.orgId, conversationId: call.id }, 'call summary failed');
    } finally {
      await ai.egress.close();
    }
  },
});
