import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrgRole } from '@dermadesk/contracts';
import type { Queryable } from '../../db/client.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { orgMembers, users } from '../../db/schema.js';

export function createMembersRepository(db: Queryable, orgId: OrgId) {
  const inOrg = (userId: string) => and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId));
  return {
    async list() {
      return db
        .select({
          userId: orgMembers.userId,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          role: orgMembers.role,
          addedAt: orgMembers.addedAt,
        })
        .from(orgMembers)
        .innerJoin(users, eq(users.id, orgMembers.userId))
        .where(eq(orgMembers.orgId, orgId))
        .orderBy(asc(users.email));
    },
    async find(userId: string) {
      const [row] = await db.select().from(orgMembers).where(inOrg(userId));
      return row;
    },
    async add(userId: string, role: OrgRole) {
      const [row] = await db
        .insert(orgMembers)
        .values({ orgId, userId, role })
        .onConflictDoNothing()
        .returning();
      return row;
    },
    async setRole(userId: string, role: OrgRole) {
      const [row] = await db.update(orgMembers).set({ role }).where(inOrg(userId)).returning();
      return row;
    },
    async remove(userId: string) {
      const rows = await db.delete(orgMembers).where(inOrg(userId)).returning();
      return rows.length > 0;
    },
    async adminCount() {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orgMembers)
        .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.role, 'admin')));
      return row?.n ?? 0;
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
