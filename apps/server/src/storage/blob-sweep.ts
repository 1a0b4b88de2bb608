import { asc, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pendingBlobs } from '../db/schema.js';
import type { BlobStore } from './blob-store.js';

const BATCH = 200;

/**
 * Removes the blobs of pending rows older than the grace period: their request died before the
 * record that would own them committed, or their owner was removed and the deletion cut short.
 * Each batch is first claimed (`swept_at`), so a late owner can no longer take its blobs, then
 * deleted from the store, then its rows go. Idempotent: a sweep stopped halfway leaves claimed
 * rows that the next one finds again (a blob already gone is fine). Across organisations.
 */
export async function sweepOrphanedBlobs(deps: {
  db: Db;
  blobs: BlobStore;
  graceMs: number;
  now: Date;
}): Promise<number> {
  const { db, blobs, now } = deps;
  const cutoff = new Date(now.getTime() - deps.graceMs);
  let removed = 0;
  for (;;) {
    const due = db
      .select({ key: pendingBlobs.key })
      .from(pendingBlobs)
      .where(lte(pendingBlobs.createdAt, cutoff))
      .orderBy(asc(pendingBlobs.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(pendingBlobs)
      .set({ sweptAt: now })
      .where(inArray(pendingBlobs.key, due))
      .returning({ key: pendingBlobs.key });
    if (!claimed.length) return removed;
    const keys = claimed.map((c) => c.key);
    // A store that fails stops the run: the job retries it later with the rows still there.
    for (const key of keys) await blobs.delete(key);
    await db.delete(pendingBlobs).where(inArray(pendingBlobs.key, keys));
    removed += keys.length;
  }
}
