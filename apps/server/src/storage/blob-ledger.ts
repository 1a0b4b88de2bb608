import { and, inArray, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.js';
import { pendingBlobs } from '../db/schema.js';
import type { BlobStore } from './blob-store.js';
import { storageUnavailable } from './storage-unavailable.js';

export interface BlobFile {
  key: string;
  body: Buffer;
  contentType: string;
}

/** Blobs written under pending rows, waiting for the record that will own them. */
export interface StagedBlobs {
  keys: readonly string[];
  /**
   * Call inside the transaction that commits the owning record: the pending rows go with it, so
   * the blobs are owned exactly when the record exists. Fails when a sweep has already claimed
   * them (a request that took longer than the grace period), which rolls the record back.
   */
  claim(tx: Queryable): Promise<void>;
  /** The record will not be written: delete the blobs now (what cannot be, the sweep will). */
  discard(): Promise<void>;
}

/**
 * Deletes blobs, then the pending rows of those deleted. A blob the store fails to delete keeps
 * its row, and the sweep deletes it later: the caller's own outcome does not depend on it.
 */
async function deleteUnderRows(db: Db, blobs: BlobStore, keys: readonly string[]) {
  const results = await Promise.allSettled(keys.map((k) => blobs.delete(k)));
  const gone = keys.filter((_, i) => results[i]!.status === 'fulfilled');
  if (gone.length) await db.delete(pendingBlobs).where(inArray(pendingBlobs.key, gone));
}

/**
 * Every blob is written under a record the database knows about (issue 25, item 3): a pending
 * row committed before the bytes, claimed by the owning record's transaction. A process killed
 * anywhere in between leaves a pending row, and the sweep job removes the blob it names. See
 * docs/decisions/015-orphan-blob-ledger.md.
 */
export function createBlobLedger(db: Db, blobs: BlobStore) {
  return {
    async stage(orgId: string | null, files: readonly BlobFile[]): Promise<StagedBlobs> {
      const keys = files.map((f) => f.key);
      const staged: StagedBlobs = {
        keys,
        async claim(tx) {
          if (!keys.length) return;
          const claimed = await tx
            .delete(pendingBlobs)
            .where(and(inArray(pendingBlobs.key, keys), isNull(pendingBlobs.sweptAt)))
            .returning({ key: pendingBlobs.key });
          if (claimed.length !== keys.length) {
            throw storageUnavailable(new Error('files swept before their record was saved'));
          }
        },
        async discard() {
          await deleteUnderRows(db, blobs, keys);
        },
      };
      if (!keys.length) return staged;
      await db.insert(pendingBlobs).values(keys.map((key) => ({ key, orgId })));
      try {
        await Promise.all(files.map((f) => blobs.put(f.key, f.body, f.contentType)));
      } catch (e) {
        // A put that failed may still have landed (a time-out after the store took it).
        await staged.discard();
        throw e;
      }
      return staged;
    },

    /**
     * Call inside the transaction that drops the record owning these blobs: from its commit on
     * they are the sweep's (due at once), so a crash before `remove` cannot leave them behind.
     */
    async disown(tx: Queryable, orgId: string | null, keys: readonly string[]) {
      if (!keys.length) return;
      await tx
        .insert(pendingBlobs)
        .values(keys.map((key) => ({ key, orgId, createdAt: new Date(0) })))
        .onConflictDoNothing();
    },

    /** After the dropping transaction commits: deletes the disowned blobs now. */
    async remove(keys: readonly string[]) {
      await deleteUnderRows(db, blobs, keys);
    },
  };
}
export type BlobLedger = ReturnType<typeof createBlobLedger>;
