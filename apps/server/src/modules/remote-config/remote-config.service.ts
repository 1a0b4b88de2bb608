import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  remoteConfigDefaults,
  remoteConfigKeys,
  remoteConfigSchema,
  type RemoteConfig,
  type RemoteConfigKey,
} from '@dermadesk/contracts';
import type { Db } from '../../db/client.js';
import { remoteConfig } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

/** `defaults` (from REMOTE_CONFIG_DEFAULTS) sit between the contract defaults and stored values. */
export function createRemoteConfigService(db: Db, defaults: Partial<RemoteConfig> = {}) {
  return {
    /** Stored values over the contract defaults, with a strong ETag of the result. */
    async read(): Promise<{ values: RemoteConfig; etag: string }> {
      const rows = await db.select().from(remoteConfig);
      const stored = Object.fromEntries(
        rows
          .filter((r) => (remoteConfigKeys as readonly string[]).includes(r.key))
          .map((r) => [r.key, r.value]),
      );
      const base = { ...remoteConfigDefaults, ...defaults };
      const parsed = remoteConfigSchema.safeParse({ ...base, ...stored });
      // A bad stored value must not take the product down: fall back to defaults for all keys.
      const values = parsed.success ? parsed.data : base;
      const etag = `"${createHash('sha256').update(JSON.stringify(values)).digest('base64url').slice(0, 27)}"`;
      return { values, etag };
    },
    async set(key: RemoteConfigKey, value: unknown) {
      const check = remoteConfigSchema.shape[key].safeParse(value);
      if (!check.success)
        throw AppError.badRequest(`Invalid value for ${key}: ${check.error.issues[0]?.message}`);
      await db
        .insert(remoteConfig)
        .values({ key, value: check.data })
        .onConflictDoUpdate({
          target: remoteConfig.key,
          set: { value: check.data, updatedAt: new Date() },
        });
    },
    async unset(key: RemoteConfigKey) {
      await db.delete(remoteConfig).where(eq(remoteConfig.key, key));
    },
  };
}
export type RemoteConfigService = ReturnType<typeof createRemoteConfigService>;
