import { calculateScore } from '@dermadesk/analysis';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';

/** The clinical score calculators, computed by the server (the browser's figure is a preview). */
export function createScoresService(deps: { audit: AuditTrail }) {
  return {
    async calculate(ctx: OrgContext, instrument: string, input: unknown) {
      const result = calculateScore(instrument, input);
      if (!result) throw AppError.notFound('instrument', instrument);
      if (result.status === 'invalid')
        throw AppError.badRequest('Invalid score input.', result.errors);
      // The inputs are clinical data: the audit records that a score was computed, not its content.
      await deps.audit.record(ctx, 'create', { type: 'score', id: result.instrument });
      return result;
    },
  };
}
export type ScoresService = ReturnType<typeof createScoresService>;
