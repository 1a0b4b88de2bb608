import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orgInvitations, orgMembers, orgs, users } from '../../db/schema.js';
import { mintOrgId } from '../../platform/tenancy/org-id.js';
import { inviterColumns } from './inviter.js';

/**
 * The invitations addressed to one person's e-mail, across organisations: the address is the
 * scope, as the organisation is for the admins' side.
 */
export function createInviteeRepository(db: Db, email: string) {
  const addressed = (id: string) =>
    and(eq(orgInvitations.id, id), eq(orgInvitations.email, email.trim().toLowerCase()));
  return {
    async list() {
      return db
        .select({
          id: orgInvitations.id,
          orgId: orgInvitations.orgId,
          orgName: orgs.name,
          role: orgInvitations.role,
          createdAt: orgInvitations.createdAt,
          ...inviterColumns,
        })
        .from(orgInvitations)
        .innerJoin(orgs, eq(orgs.id, orgInvitations.orgId))
        .leftJoin(users, eq(users.id, orgInvitations.invitedBy))
        .where(eq(orgInvitations.email, email.trim().toLowerCase()))
        .orderBy(asc(orgInvitations.createdAt), asc(orgInvitations.id));
    },
    /**
     * Turns the invitation into a membership, once (someone already a member keeps their role);
     * undefined when no such invitation is addressed to this e-mail.
     */
    async accept(id: string, userId: string) {
      return db.transaction(async (tx) => {
        const [invitation] = await tx.delete(orgInvitations).where(addressed(id)).returning();
        if (!invitation) return undefined;
        await tx
          .insert(orgMembers)
          .values({ orgId: invitation.orgId, userId, role: invitation.role })
          .onConflictDoNothing();
        const [member] = await tx
          .select({ role: orgMembers.role })
          .from(orgMembers)
          .where(and(eq(orgMembers.orgId, invitation.orgId), eq(orgMembers.userId, userId)));
        // Our membership table now has the row: the same ground the access lookup mints on.
        return { orgId: mintOrgId(invitation.orgId, 'membership'), role: member!.role };
      });
    },
    async decline(id: string) {
      const rows = await db
        .delete(orgInvitations)
        .where(addressed(id))
        .returning({ id: orgInvitations.id });
      return rows.length > 0;
    },
  };
}
export type InviteeRepository = ReturnType<typeof createInviteeRepository>;
