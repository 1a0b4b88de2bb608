import { and, asc, eq, isNull, lte, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { analyses, uploadImages } from '../../db/schema.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { overlayBlobKey } from '../../lib/analysis-blob-keys.js';

const BATCH = 200;

/**
 * Analyses a clinician never saved into an upload are patient photos nobody keeps: after
 * `hours` their image and overlays are removed and the analysis marked deleted. Idempotent (a
 * blob already gone is fine; a marked analysis is never picked again). Across organisations.
 */
export async function expireUnsavedAnalysesAcrossOrgs(deps: {
  db: Db;
  blobs: BlobStore;
  hours: number;
  now: Date;
}): Promise<number> {
  const { db, blobs, now } = deps;
  const cutoff = new Date(now.getTime() - deps.hours * 3_600_000);
  let expired = 0;
  for (;;) {
    const due = await db
      .select()
      .from(analyses)
      .where(
        and(
          isNull(analyses.deletedAt),
          lte(analyses.createdAt, cutoff),
          notExists(db.select().from(uploadImages).where(eq(uploadImages.analysisId, analyses.id))),
        ),
      )
      .orderBy(asc(analyses.createdAt))
      .limit(BATCH);
    if (due.length === 0) return expired;
    for (const a of due) {
      await blobs.delete(a.imageKey);
      for (const name of a.overlayNames) await blobs.delete(overlayBlobKey(a.orgId, a.id, name));
      await db.update(analyses).set({ deletedAt: now }).where(eq(analyses.id, a.id));
      expired++;
    }
  }
}
