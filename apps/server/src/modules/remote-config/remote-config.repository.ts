import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { remoteConfig } from '../../db/schema.js';

/**
 * The installation's remote configuration values. The table has no organisation: every clinic on
 * the installation reads the same switches, and only the operator CLI writes them.
 */
export function createRemoteConfigRepository(db: Queryable) {
  return {
    all: () => db.select({ key: remoteConfig.key, value: remoteConfig.value }).from(remoteConfig),
    async set(key: string, value: unknown) {
      await db
        .insert(remoteConfig)
        .values({ key, value })
        .onConflictDoUpdate({ target: remoteConfig.key, set: { value, updatedAt: new Date() } });
    },
    async unset(key: string) {
      await db.delete(remoteConfig).where(eq(remoteConfig.key, key));
    },
  };
}
export type RemoteConfigRepository = ReturnType<typeof createRemoteConfigRepository>;
