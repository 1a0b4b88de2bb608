import type { JobFailure } from '@dermadesk/contracts';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { JobFailureRow, JobFailuresRepository } from '../../jobs/job-failures.repository.js';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';

function toJobFailure(row: JobFailureRow): JobFailure {
  return {
    id: row.id,
    job: row.name,
    payload: row.payload as Record<string, unknown>,
    error: row.error,
    attempts: row.attempts,
    failedAt: row.failedAt.toISOString(),
    retriedAt: row.retriedAt?.toISOString() ?? null,
  };
}

export function createJobFailuresService(deps: {
  failures: OrgScope<JobFailuresRepository>;
  jobs: JobQueue;
  audit: AuditTrail;
  now?: () => Date;
}) {
  const { jobs, audit } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async list(ctx: OrgContext, limit: number): Promise<JobFailure[]> {
      const rows = await deps.failures(ctx).list(limit);
      return rows.map(toJobFailure);
    },

    /**
     * Runs a failed job again with its original payload. The claim, the new job and the audit
     * event commit together: two admins clicking at once start one job, and a retry that could
     * not be queued leaves the failure retryable.
     */
    async retry(ctx: OrgContext, failureId: string): Promise<{ jobId: string | null }> {
      return deps.failures.transaction(ctx, async (failures, tx) => {
        const existing = await failures.find(failureId);
        if (!existing) throw AppError.notFound('failed job', failureId);
        const job = jobs.find(existing.name);
        if (job?.scope !== 'org') {
          throw AppError.conflict(
            'This job no longer exists in this version and cannot be retried.',
          );
        }
        const claimed = await failures.claimForRetry(failureId, ctx.userId, now());
        if (!claimed) throw AppError.conflict('This job has already been retried.');
        const payload = { ...(existing.payload as object), orgId: ctx.orgId };
        const jobId = await jobs.enqueue(tx, job, payload);
        await failures.setRetryJob(failureId, jobId);
        // In the transaction (not the grouped writer): on PGlite it holds the one connection.
        await audit.within(tx).record(ctx, 'update', {
          type: 'job-failure',
          id: failureId,
          details: { job: existing.name, retryJobId: jobId },
        });
        return { jobId };
      });
    },
  };
}
export type JobFailuresService = ReturnType<typeof createJobFailuresService>;
