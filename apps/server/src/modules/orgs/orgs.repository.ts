import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orgApps, orgConfigs, orgs } from '../../db/schema.js';

/** One organisation's own data; built with the verified organisation id only. */
export function createOrgRepository(db: Db, orgId: string) {
  return {
    async get() {
      const [org] = await db.select().from(orgs).where(eq(orgs.id, orgId));
      if (!org) return undefined;
      const [configs, apps] = await Promise.all([
        db
          .select({ key: orgConfigs.key, value: orgConfigs.value })
          .from(orgConfigs)
          .where(eq(orgConfigs.orgId, orgId))
          .orderBy(asc(orgConfigs.key)),
        db
          .select({ id: orgApps.id, name: orgApps.name, miniApps: orgApps.miniApps })
          .from(orgApps)
          .where(eq(orgApps.orgId, orgId))
          .orderBy(asc(orgApps.name)),
      ]);
      return { id: org.id, name: org.name, avatarUrl: org.avatarUrl, configs, apps };
    },
    async configs() {
      return db
        .select({ key: orgConfigs.key, value: orgConfigs.value })
        .from(orgConfigs)
        .where(eq(orgConfigs.orgId, orgId))
        .orderBy(asc(orgConfigs.key));
    },
    /** Sets and removes config keys in one transaction. */
    async updateConfigs(entries: { key: string; value: string | null }[]) {
      await db.transaction(async (tx) => {
        const removed = entries.filter((e) => e.value === null).map((e) => e.key);
        if (removed.length) {
          await tx
            .delete(orgConfigs)
            .where(and(eq(orgConfigs.orgId, orgId), inArray(orgConfigs.key, removed)));
        }
        for (const { key, value } of entries) {
          if (value === null) continue;
          await tx
            .insert(orgConfigs)
            .values({ orgId, key, value })
            .onConflictDoUpdate({ target: [orgConfigs.orgId, orgConfigs.key], set: { value } });
        }
      });
    },
  };
}
