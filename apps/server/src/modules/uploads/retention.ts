import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { analyses, uploadImages, uploads } from '../../db/schema.js';
import { createAuditTrail, systemActor } from '../../platform/audit/audit-trail.js';
import { mintOrgId } from '../../platform/tenancy/org-id.js';
import type { BlobStore } from '../../storage/blob-store.js';

const DAY_MS = 86_400_000;
/** Uploads handled per round; the job loops until none is left. */
const BATCH = 200;

/** The overlay blobs sit beside the image blob as `overlay-{name}.png`. */
function blobKeysOf(analysis: { imageKey: string; overlayNames: string[] }) {
  const dir = analysis.imageKey.slice(0, analysis.imageKey.lastIndexOf('/'));
  return [analysis.imageKey, ...analysis.overlayNames.map((n) => `${dir}/overlay-${n}.png`)];
}

/**
 * Retention: removes the stored images (derivative and overlays) of uploads deleted more than
 * `retentionDays` ago, marks their analyses deleted and the upload purged, and audits each purge.
 * Idempotent: a blob already gone is fine, and a purged upload is never picked again, so a job
 * stopped halfway simply finishes on its next run. The rows stay (audit trail); only pixels go.
 * It works across organisations (a system job); each audit event carries the upload's org id.
 */
export async function purgeDeletedUploadsAcrossOrgs(deps: {
  db: Db;
  blobs: BlobStore;
  retentionDays: number;
  now: Date;
}): Promise<{ uploads: number; blobs: number }> {
  const { db, blobs, now } = deps;
  const cutoff = new Date(now.getTime() - deps.retentionDays * DAY_MS);
  let purgedUploads = 0;
  let purgedBlobs = 0;
  for (;;) {
    const due = await db
      .select({ id: uploads.id, orgId: uploads.orgId })
      .from(uploads)
      .where(
        and(isNotNull(uploads.deletedAt), isNull(uploads.purgedAt), lte(uploads.deletedAt, cutoff)),
      )
      .orderBy(asc(uploads.deletedAt))
      .limit(BATCH);
    if (due.length === 0) break;
    for (const upload of due) {
      const images = await db
        .select({
          id: analyses.id,
          imageKey: analyses.imageKey,
          overlayNames: analyses.overlayNames,
        })
        .from(uploadImages)
        .innerJoin(analyses, eq(analyses.id, uploadImages.analysisId))
        .where(eq(uploadImages.uploadId, upload.id));
      const keys = images.flatMap(blobKeysOf);
      for (const key of keys) await blobs.delete(key);
      await db.transaction(async (tx) => {
        if (images.length) {
          await tx
            .update(analyses)
            .set({ deletedAt: now })
            .where(
              and(
                inArray(
                  analyses.id,
                  images.map((i) => i.id),
                ),
                isNull(analyses.deletedAt),
              ),
            );
        }
        await tx.update(uploads).set({ purgedAt: now }).where(eq(uploads.id, upload.id));
        // Written in the same transaction as the mark, so no purge goes unaudited.
        const actor = systemActor(mintOrgId(upload.orgId, 'system'));
        await createAuditTrail(db)
          .within(tx)
          .record(actor, 'delete', {
            type: 'upload-images',
            id: upload.id,
            details: { reason: 'retention', retentionDays: deps.retentionDays, blobs: keys.length },
          });
      });
      purgedUploads++;
      purgedBlobs += keys.length;
    }
  }
  return { uploads: purgedUploads, blobs: purgedBlobs };
}
