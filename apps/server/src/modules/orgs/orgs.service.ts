import type { Member, Org, OrgRole } from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { MembersRepository } from './members.repository.js';
import type { OrgRepository } from './orgs.repository.js';

export function createOrgsService(deps: {
  org: OrgScope<OrgRepository>;
  members: OrgScope<MembersRepository>;
  audit: AuditTrail;
}) {
  const { audit } = deps;

  const toMember = (m: Awaited<ReturnType<MembersRepository['list']>>[number]): Member => ({
    ...m,
    addedAt: m.addedAt.toISOString(),
  });

  async function assertAnotherAdminRemains(ctx: OrgContext, userId: string) {
    const members = deps.members(ctx);
    const member = await members.find(userId);
    if (!member) throw AppError.notFound('member', userId);
    if (member.role === 'admin' && (await members.adminCount()) <= 1) {
      throw AppError.conflict('An organisation must keep at least one administrator.');
    }
  }

  return {
    async getOrg(ctx: OrgContext): Promise<Org> {
      const org = await deps.org(ctx).get();
      if (!org) throw AppError.notFound('organisation', ctx.orgId);
      return org;
    },
    /** Names and e-mail addresses are personal data: reading them is audited. */
    async listMembers(ctx: OrgContext): Promise<Member[]> {
      const members = (await deps.members(ctx).list()).map(toMember);
      await audit.record(ctx, 'view', { type: 'org-members', id: ctx.orgId });
      return members;
    },
    async setMemberRole(ctx: OrgContext, userId: string, role: OrgRole): Promise<Member> {
      if (role !== 'admin') await assertAnotherAdminRemains(ctx, userId);
      const members = deps.members(ctx);
      if (!(await members.setRole(userId, role))) throw AppError.notFound('member', userId);
      await audit.record(ctx, 'update', { type: 'org-member', id: userId });
      return toMember((await members.list()).find((m) => m.userId === userId)!);
    },
    async removeMember(ctx: OrgContext, userId: string) {
      await assertAnotherAdminRemains(ctx, userId);
      await deps.members(ctx).remove(userId);
      await audit.record(ctx, 'delete', { type: 'org-member', id: userId });
    },
    async getConfigs(ctx: OrgContext) {
      return deps.org(ctx).configs();
    },
    async updateConfigs(ctx: OrgContext, entries: { key: string; value: string | null }[]) {
      const repo = deps.org(ctx);
      await repo.updateConfigs(entries);
      await audit.record(ctx, 'update', {
        type: 'org-config',
        id: ctx.orgId,
        details: { keys: entries.map((e) => e.key) },
      });
      return repo.configs();
    },
  };
}
export type OrgsService = ReturnType<typeof createOrgsService>;
