import { eq } from 'drizzle-orm';
import type { OrgRoleEntry } from '@dermadesk/contracts';
import type { Db } from '../../db/client.js';
import { orgMembers, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** Users are global (not organisation-scoped): one person can belong to several organisations. */
export function createUsersRepository(db: Db) {
  return {
    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, email.trim().toLowerCase()));
      return row;
    },
    async orgRoles(userId: string): Promise<OrgRoleEntry[]> {
      return db
        .select({ orgId: orgMembers.orgId, role: orgMembers.role })
        .from(orgMembers)
        .where(eq(orgMembers.userId, userId))
        .orderBy(orgMembers.addedAt, orgMembers.orgId);
    },
    async create(input: {
      email: string;
      firstName?: string;
      lastName?: string;
      userName?: string;
      passwordHash?: string | null;
      role?: string;
    }) {
      const [row] = await db
        .insert(users)
        .values({ ...input, email: input.email.trim().toLowerCase() })
        .returning();
      return row!;
    },
    async updateProfile(
      id: string,
      profile: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'userName' | 'avatarUrl' | 'role'>>,
    ) {
      const [row] = await db
        .update(users)
        .set({ ...profile, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async setPasswordHash(id: string, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
