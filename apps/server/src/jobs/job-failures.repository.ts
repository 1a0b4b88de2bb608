import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.js';
import { jobFailures } from '../db/schema.js';
import type { OrgId } from '../platform/tenancy/org-id.js';

export type JobFailureRow = typeof jobFailures.$inferSelect;

/** Written by the dead-letter worker, across organisations: the row carries the job's org id. */
export async function recordJobFailure(db: Db, row: typeof jobFailures.$inferInsert) {
  await db.insert(jobFailures).values(row).onConflictDoNothing({ target: jobFailures.jobId });
}

/** One organisation's failed jobs (never the system's, whose org id is null). */
export function createJobFailuresRepository(db: Queryable, orgId: OrgId) {
  return {
    list(limit: number) {
      return db
        .select()
        .from(jobFailures)
        .where(eq(jobFailures.orgId, orgId))
        .orderBy(desc(jobFailures.failedAt), desc(jobFailures.id))
        .limit(limit);
    },
    /** Claims a failure for a retry; undefined when unknown, another org's, or already retried. */
    async claimForRetry(id: string, userId: string, at: Date) {
      const [row] = await db
        .update(jobFailures)
        .set({ retriedAt: at, retriedBy: userId })
        .where(
          and(eq(jobFailures.id, id), eq(jobFailures.orgId, orgId), isNull(jobFailures.retriedAt)),
        )
        .returning();
      return row;
    },
    async find(id: string) {
      const [row] = await db
        .select()
        .from(jobFailures)
        .where(and(eq(jobFailures.id, id), eq(jobFailures.orgId, orgId)));
      return row;
    },
    async setRetryJob(id: string, retryJobId: string | null) {
      await db
        .update(jobFailures)
        .set({ retryJobId })
        .where(and(eq(jobFailures.id, id), eq(jobFailures.orgId, orgId)));
    },
  };
}
export type JobFailuresRepository = ReturnType<typeof createJobFailuresRepository>;
