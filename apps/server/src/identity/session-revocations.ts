import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { revokedSessions } from '../db/schema.js';

export function createSessionRevocations(db: Db, idTokenTtlSeconds: number) {
  return {
    async revoke(sids: string[]) {
      if (!sids.length) return;
      const expiresAt = new Date(Date.now() + idTokenTtlSeconds * 1000);
      await db
        .insert(revokedSessions)
        .values(sids.map((sid) => ({ sid, expiresAt })))
        .onConflictDoNothing();
    },
    async purgeExpired() {
      await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, new Date()));
    },
  };
}
export type SessionRevocations = ReturnType<typeof createSessionRevocations>;
