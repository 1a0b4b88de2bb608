import { and, eq, isNotNull, lte, or, isNull, sql, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { copilotSources } from '../../db/schema.js';
import { mintOrgId, type OrgId } from '../../platform/tenancy/org-id.js';

/**
 * Across organisations, on purpose (the hourly schedule): websites whose re-sync is due, each in
 * its own organisation. A source being indexed is skipped; it is due again at the next run.
 */
export async function dueWebsitesAcrossOrgs(
  db: Queryable,
  now: Date,
): Promise<{ orgId: OrgId; sourceId: string }[]> {
  const rows = await db
    .select({ orgId: copilotSources.orgId, sourceId: copilotSources.id })
    .from(copilotSources)
    .where(
      and(
        eq(copilotSources.kind, 'website'),
        isNotNull(copilotSources.syncEveryHours),
        inArray(copilotSources.status, ['ready', 'failed']),
        or(
          isNull(copilotSources.lastSyncAt),
          lte(
            copilotSources.lastSyncAt,
            sql`${now.toISOString()}::timestamptz - make_interval(hours => ${copilotSources.syncEveryHours})`,
          ),
        ),
      ),
    )
    .orderBy(copilotSources.lastSyncAt);
  return rows.map((r) => ({ orgId: mintOrgId(r.orgId, 'system'), sourceId: r.sourceId }));
}
