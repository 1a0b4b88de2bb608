import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ConfigEntry, OrgApp } from '@dermadesk/contracts';
import type { Queryable } from '../../db/client.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { orgApps, orgConfigs, orgs } from '../../db/schema.js';

/** One organisation's own data; built with the verified organisation id only. */
export function createOrgRepository(db: Queryable, orgId: OrgId) {
  return {
    /** The organisation with its configs and apps, in one query (it is loaded on every sign-in). */
    async get() {
      const configs = db
        .select({
          list: sql<
            ConfigEntry[]
          >`coalesce(json_agg(json_build_object('key', ${orgConfigs.key}, 'value', ${orgConfigs.value}) order by ${orgConfigs.key}), '[]')`.as(
            'list',
          ),
        })
        .from(orgConfigs)
        .where(eq(orgConfigs.orgId, orgId));
      const apps = db
        .select({
          list: sql<
            OrgApp[]
          >`coalesce(json_agg(json_build_object('id', ${orgApps.id}, 'name', ${orgApps.name}, 'miniApps', ${orgApps.miniApps}) order by ${orgApps.name}), '[]')`.as(
            'list',
          ),
        })
        .from(orgApps)
        .where(eq(orgApps.orgId, orgId));
      const [org] = await db
        .select({
          id: orgs.id,
          name: orgs.name,
          avatarUrl: orgs.avatarUrl,
          configs: sql<ConfigEntry[]>`(${configs})`,
          apps: sql<OrgApp[]>`(${apps})`,
        })
        .from(orgs)
        .where(eq(orgs.id, orgId));
      return org;
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
export type OrgRepository = ReturnType<typeof createOrgRepository>;
