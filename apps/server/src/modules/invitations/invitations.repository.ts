import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrgRole } from '@dermadesk/contracts';
import type { Queryable } from '../../db/client.js';
import { orgInvitations, orgMembers, users } from '../../db/schema.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { inviterColumns } from './inviter.js';

const normalise = (email: string) => email.trim().toLowerCase();

/** One organisation's pending invitations. */
export function createInvitationsRepository(db: Queryable, orgId: OrgId) {
  const pending = (also?: SQL) =>
    db
      .select({
        id: orgInvitations.id,
        email: orgInvitations.email,
        role: orgInvitations.role,
        createdAt: orgInvitations.createdAt,
        ...inviterColumns,
      })
      .from(orgInvitations)
      .leftJoin(users, eq(users.id, orgInvitations.invitedBy))
      .where(and(eq(orgInvitations.orgId, orgId), also))
      .$dynamic();
  return {
    /** A new invitation, or the same address's pending one with the new role. */
    async invite(email: string, role: OrgRole, invitedBy: string) {
      const [row] = await db
        .insert(orgInvitations)
        .values({ orgId, email: normalise(email), role, invitedBy })
        .onConflictDoUpdate({
          target: [orgInvitations.orgId, orgInvitations.email],
          set: { role, invitedBy },
        })
        .returning();
      return (await pending(eq(orgInvitations.id, row!.id)))[0]!;
    },
    async list() {
      return pending().orderBy(asc(orgInvitations.email));
    },
    async withdraw(id: string) {
      const rows = await db
        .delete(orgInvitations)
        .where(and(eq(orgInvitations.orgId, orgId), eq(orgInvitations.id, id)))
        .returning({ id: orgInvitations.id });
      return rows.length > 0;
    },
    /** Whether a member of this organisation has the address (the admins see them listed). */
    async isMember(email: string) {
      const [row] = await db
        .select({ n: sql<number>`1` })
        .from(orgMembers)
        .innerJoin(users, eq(users.id, orgMembers.userId))
        .where(and(eq(orgMembers.orgId, orgId), eq(users.email, normalise(email))));
      return Boolean(row);
    },
  };
}
export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
