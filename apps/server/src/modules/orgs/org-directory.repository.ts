import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orgApps, orgMembers, orgs } from '../../db/schema.js';
import { mintOrgId } from '../../platform/tenancy/org-id.js';

/**
 * Operator-level access to the set of organisations (the admin CLI): it spans organisations on
 * purpose, as its name says.
 */
export function createOrgDirectoryAcrossOrgs(db: Db) {
  return {
    async create(name: string, miniApps: string[]) {
      return db.transaction(async (tx) => {
        const [org] = await tx.insert(orgs).values({ name }).returning();
        await tx.insert(orgApps).values({ orgId: org!.id, name: 'Dermadesk', miniApps });
        return org!;
      });
    },
    async list() {
      return db
        .select({
          id: orgs.id,
          name: orgs.name,
          members: sql<number>`count(${orgMembers.userId})::int`,
        })
        .from(orgs)
        .leftJoin(orgMembers, eq(orgMembers.orgId, orgs.id))
        .groupBy(orgs.id)
        .orderBy(asc(orgs.name));
    },
    /** By id, or by exact name when it is unique. */
    async find(idOrName: string) {
      const rows = await db
        .select()
        .from(orgs)
        .where(sql`${orgs.id}::text = ${idOrName} or ${orgs.name} = ${idOrName}`);
      const org = rows.length === 1 ? rows[0] : undefined;
      // The operator named this organisation: the CLI acts in it as the system.
      return org && { ...org, id: mintOrgId(org.id, 'operator') };
    },
  };
}
