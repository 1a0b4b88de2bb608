import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { aiCallsInFlight } from '../db/schema.js';
import type { OrgId } from '../platform/tenancy/org-id.js';

/**
 * Counts provider calls in flight per organisation in the database, so the limit holds however
 * many server processes there are. A refused call is answered at once rather than queued: a
 * clinician waiting on a hidden queue is worse than a clear "busy".
 */
export function createOrgLimiter(db: Db, holdMs: number) {
  return {
    /** A release function when under the limit (call it once; it never throws), otherwise null. */
    async tryAcquire(orgId: OrgId, limit: number): Promise<(() => void) | null> {
      const id = await db.transaction(async (tx) => {
        // One organisation's admissions take turns (count, then insert), in every process.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`ai-calls:${orgId}`}, 0))`,
        );
        const live = and(
          eq(aiCallsInFlight.orgId, orgId),
          gt(aiCallsInFlight.expiresAt, sql`now()`),
        );
        const [row] = await tx.select({ n: count() }).from(aiCallsInFlight).where(live);
        if ((row?.n ?? 0) >= limit) return null;
        const expiresAt = new Date(Date.now() + holdMs);
        const [created] = await tx
          .insert(aiCallsInFlight)
          .values({ orgId, expiresAt })
          .returning({ id: aiCallsInFlight.id });
        return created!.id;
      });
      if (!id) return null;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        // A failed delete only holds the slot until the row expires.
        db.delete(aiCallsInFlight)
          .where(eq(aiCallsInFlight.id, id))
          .catch(() => {});
      };
    },
    async inFlight(orgId: OrgId) {
      const [row] = await db
        .select({ n: count() })
        .from(aiCallsInFlight)
        .where(and(eq(aiCallsInFlight.orgId, orgId), gt(aiCallsInFlight.expiresAt, sql`now()`)));
      return row?.n ?? 0;
    },
  };
}
export type OrgLimiter = ReturnType<typeof createOrgLimiter>;
