import { and, eq, sql } from 'drizzle-orm';
import { DEMO_MINI_APP, type OrgRole } from '@dermadesk/contracts';
import type { Db } from '../db/client.js';
import { orgMembers, users } from '../db/schema.js';
import { mintOrgId, type OrgId } from '../platform/tenancy/org-id.js';

export interface AccessFacts {
  userExists: boolean;
  sessionRevoked: boolean;
  /** The user's membership of the organisation, from our membership table; null when none. */
  membership: { orgId: OrgId; role: OrgRole } | null;
  orgHasDemo: boolean;
}

/**
 * Everything the access check needs, in one round trip of a prepared statement: it runs before
 * every API request, so separate queries (each parsed and planned anew) would be most of a
 * request's cost.
 */
export function createAccessLookup(db: Db) {
  const statement = db
    .select({
      role: orgMembers.role,
      sessionRevoked: sql<boolean>`exists (select 1 from revoked_sessions where sid = ${sql.placeholder('sid')})`,
      orgHasDemo: sql<boolean>`exists (select 1 from org_apps where org_id = ${sql.placeholder('orgId')}::uuid and ${DEMO_MINI_APP} = any(mini_apps))`,
    })
    .from(users)
    .leftJoin(
      orgMembers,
      and(eq(orgMembers.userId, users.id), eq(orgMembers.orgId, sql.placeholder('orgId'))),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('access_facts');
  return {
    async facts(userId: string, orgId: string | null, sid: string | null): Promise<AccessFacts> {
      const [row] = await statement.execute({ userId, orgId, sid });
      if (!row)
        return { userExists: false, sessionRevoked: false, membership: null, orgHasDemo: false };
      return {
        userExists: true,
        sessionRevoked: row.sessionRevoked,
        // The one place a request's organisation id becomes an OrgId: our table has the row.
        membership:
          orgId !== null && row.role
            ? { orgId: mintOrgId(orgId, 'membership'), role: row.role }
            : null,
        orgHasDemo: row.orgHasDemo,
      };
    },
  };
}
export type AccessLookup = ReturnType<typeof createAccessLookup>;
