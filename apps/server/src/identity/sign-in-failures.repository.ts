import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { signInFailures } from '../db/schema.js';

const keyOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/**
 * Failed sign-ins by address. Known and unknown addresses are counted and locked the same way,
 * so the lock does not tell who has an account.
 */
export function createSignInFailures(db: Db, opts: { maxFailures: number; lockMinutes: number }) {
  return {
    async isLocked(email: string): Promise<boolean> {
      const [row] = await db
        .select({ lockedUntil: signInFailures.lockedUntil })
        .from(signInFailures)
        .where(eq(signInFailures.emailHash, keyOf(email)));
      return Boolean(row?.lockedUntil && row.lockedUntil.getTime() > Date.now());
    },
    /** Counts a failure; the address locks for `lockMinutes` when it reaches `maxFailures`. */
    async record(email: string) {
      const lock = sql`case when ${signInFailures.failures} + 1 >= ${opts.maxFailures} then now() + make_interval(mins => ${opts.lockMinutes}) else ${signInFailures.lockedUntil} end`;
      await db
        .insert(signInFailures)
        .values({
          emailHash: keyOf(email),
          failures: 1,
          lockedUntil:
            opts.maxFailures <= 1 ? sql`now() + make_interval(mins => ${opts.lockMinutes})` : null,
        })
        .onConflictDoUpdate({
          target: signInFailures.emailHash,
          set: {
            failures: sql`${signInFailures.failures} + 1`,
            lockedUntil: lock,
            updatedAt: sql`now()`,
          },
        });
    },
    async clear(email: string) {
      await db.delete(signInFailures).where(eq(signInFailures.emailHash, keyOf(email)));
    },
  };
}
export type SignInFailures = ReturnType<typeof createSignInFailures>;

/** Rows of addresses not tried for a day and not locked any more (the hourly purge). */
export async function purgeStaleSignInFailures(db: Db) {
  await db
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.updatedAt, sql`now() - interval '1 day'`),
        or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, sql`now()`)),
      ),
    );
}
