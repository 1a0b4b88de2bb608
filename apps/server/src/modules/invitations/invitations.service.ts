import type { Invitation, MyInvitation, OrgRole, OrgRoleEntry } from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext, UserContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { UsersRepository } from '../../platform/users/users.repository.js';
import type { InvitationsRepository } from './invitations.repository.js';
import type { InviteeRepository } from './invitee.repository.js';
import { inviterName } from './inviter.js';

type InvitationRow = Awaited<ReturnType<InvitationsRepository['list']>>[number];

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: 'pending',
  invitedBy: inviterName(row),
  invitedAt: row.createdAt.toISOString(),
});

/**
 * Joining an organisation by invitation (issue 21, item 7). An admin invites an address and gets
 * the same answer whether or not anyone has an account with it; the person joins only by
 * accepting, signed in with that address.
 */
export function createInvitationsService(deps: {
  invitations: OrgScope<InvitationsRepository>;
  invitee: (email: string) => InviteeRepository;
  users: UsersRepository;
  audit: AuditTrail;
}) {
  const { audit } = deps;
  async function inviteeOf(ctx: UserContext) {
    const user = await deps.users.findById(ctx.userId);
    if (!user) throw AppError.unauthenticated('Unknown user: sign in again.');
    return deps.invitee(user.email);
  }
  const noSuchInvitation = (id: string) => AppError.notFound('invitation', id);

  return {
    async invite(ctx: OrgContext, email: string, role: OrgRole): Promise<Invitation> {
      const repo = deps.invitations(ctx);
      // The admins already see who the members are: saying so reveals no account.
      if (await repo.isMember(email)) throw AppError.conflict('That person is already a member.');
      const row = await repo.invite(email, role, ctx.userId);
      await audit.record(ctx, 'create', { type: 'org-invitation', id: row.id });
      return toInvitation(row);
    },
    /** E-mail addresses are personal data: reading them is audited. */
    async list(ctx: OrgContext): Promise<Invitation[]> {
      const rows = await deps.invitations(ctx).list();
      await audit.record(ctx, 'view', { type: 'org-invitations', id: ctx.orgId });
      return rows.map(toInvitation);
    },
    async withdraw(ctx: OrgContext, id: string) {
      if (!(await deps.invitations(ctx).withdraw(id))) throw noSuchInvitation(id);
      await audit.record(ctx, 'delete', { type: 'org-invitation', id });
    },

    async mine(ctx: UserContext): Promise<MyInvitation[]> {
      const rows = await (await inviteeOf(ctx)).list();
      return rows.map((r) => ({
        id: r.id,
        orgId: r.orgId,
        orgName: r.orgName,
        role: r.role,
        invitedBy: inviterName(r),
        invitedAt: r.createdAt.toISOString(),
      }));
    },
    async accept(ctx: UserContext, id: string): Promise<OrgRoleEntry> {
      const joined = await (await inviteeOf(ctx)).accept(id, ctx.userId);
      if (!joined) throw noSuchInvitation(id);
      await audit.record({ ...ctx, orgId: joined.orgId }, 'create', {
        type: 'org-member',
        id: ctx.userId,
        details: { invitationId: id },
      });
      return joined;
    },
    async decline(ctx: UserContext, id: string) {
      if (!(await (await inviteeOf(ctx)).decline(id))) throw noSuchInvitation(id);
      await audit.record({ ...ctx, orgId: null }, 'delete', { type: 'org-invitation', id });
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
