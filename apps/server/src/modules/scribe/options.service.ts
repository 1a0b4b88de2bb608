import type { ScribeOptions, ScribeOptionsView } from '@dermadesk/contracts';
import type { AiGateway } from '../../ai/ai-gateway.js';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { ScribeRepositories } from './scribe.repositories.js';

/**
 * A clinician's transcription and drafting options. Skipping transcription is only offered, and
 * only applied, while the organisation's chat model says it accepts audio input.
 */
export function createOptionsService(deps: {
  repos: OrgScope<ScribeRepositories>;
  audit: AuditTrail;
  gateway: AiGateway;
}) {
  async function effective(ctx: OrgContext): Promise<ScribeOptionsView> {
    const [saved, audioInputAvailable] = await Promise.all([
      deps.repos(ctx).options.get(ctx.userId),
      deps.gateway.chatAcceptsAudio(ctx.orgId),
    ]);
    return {
      ...saved,
      skipTranscription: saved.skipTranscription && audioInputAvailable,
      audioInputAvailable,
    };
  }

  return {
    effective,

    async save(ctx: OrgContext, input: ScribeOptions) {
      if (input.skipTranscription && !(await deps.gateway.chatAcceptsAudio(ctx.orgId))) {
        throw AppError.conflict(
          'The configured chat model does not say it accepts audio input, so transcription cannot be skipped.',
        );
      }
      await deps.repos(ctx).options.save(ctx.userId, input);
      await deps.audit.record(ctx, 'update', {
        type: 'scribe-options',
        id: ctx.userId,
        details: { ...input },
      });
      return effective(ctx);
    },
  };
}
export type OptionsService = ReturnType<typeof createOptionsService>;
