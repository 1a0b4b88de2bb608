import { createHash } from 'node:crypto';
import {
  remoteConfigDefaults,
  remoteConfigKeys,
  remoteConfigSchema,
  type RemoteConfig,
  type RemoteConfigKey,
} from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import type { RemoteConfigRepository } from './remote-config.repository.js';

/** `defaults` (from REMOTE_CONFIG_DEFAULTS) sit between the contract defaults and stored values. */
export function createRemoteConfigService(
  repo: RemoteConfigRepository,
  defaults: Partial<RemoteConfig> = {},
) {
  return {
    /** Stored values over the contract defaults, with a strong ETag of the result. */
    async read(): Promise<{ values: RemoteConfig; etag: string }> {
      const rows = await repo.all();
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
      await repo.set(key, check.data);
    },
    async unset(key: RemoteConfigKey) {
      await repo.unset(key);
    },
  };
}
export type RemoteConfigService = ReturnType<typeof createRemoteConfigService>;
