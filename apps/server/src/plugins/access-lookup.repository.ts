import { sql } from 'drizzle-orm';
import { DEMO_MINI_APP, type OrgRole } from '@dermadesk/contracts';
import type { Db } from '../db/client.js';

export interface AccessFacts {
  userExists: boolean;
  sessionRevoked: boolean;
  /** The user's role in the organisation, from our membership table; null when not a member. */
  role: OrgRole | null;
  orgHasDemo: boolean;
}

/**
 * Everything the access check needs, in one round trip: it runs before every API request, so
 * four separate queries would be most of a request's cost.
 */
export function createAccessLookup(db: Db) {
  return {
    async facts(userId: string, orgId: string | null, sid: string | null): Promise<AccessFacts> {
      const { rows } = await db.execute<{
        user_exists: boolean;
        session_revoked: boolean;
        role: OrgRole | null;
        org_has_demo: boolean;
      }>(sql`
        select
          exists (select 1 from users where id = ${userId}::uuid) as user_exists,
          exists (select 1 from revoked_sessions where sid = ${sid}) as session_revoked,
          (select role from org_members where org_id = ${orgId}::uuid and user_id = ${userId}::uuid) as role,
          exists (select 1 from org_apps where org_id = ${orgId}::uuid and ${DEMO_MINI_APP} = any(mini_apps)) as org_has_demo`);
      const row = rows[0]!;
      return {
        userExists: row.user_exists,
        sessionRevoked: row.session_revoked,
        role: row.role,
        orgHasDemo: row.org_has_demo,
      };
    },
  };
}
export type AccessLookup = ReturnType<typeof createAccessLookup>;
