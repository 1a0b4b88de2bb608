import { eq } from 'drizzle-orm';
import { analyses, uploadImages } from '../../db/schema.js';
import { blobKey } from '../../storage/blob-store.js';
import type { TestContext } from '../../test/test-app.js';

/**
 * Test fixture: gives each image of an upload (made by the `createUpload` factory, which stores
 * no pixels) a real image blob and one `erythema` overlay blob where the analyses service looks
 * for them. Returns the analysis ids and every blob key written.
 */
export async function storeUploadBlobs(
  t: TestContext,
  orgId: string,
  uploadId: number,
): Promise<{ analysisIds: string[]; keys: string[] }> {
  const db = t.database.db;
  const rows = await db
    .select({ id: analyses.id })
    .from(uploadImages)
    .innerJoin(analyses, eq(analyses.id, uploadImages.analysisId))
    .where(eq(uploadImages.uploadId, uploadId));
  const keys: string[] = [];
  for (const { id } of rows) {
    const dir = ['orgs', orgId, 'analyses', id];
    const image = blobKey(...dir, 'image.jpg');
    const overlay = blobKey(...dir, 'overlay-erythema.png');
    await db
      .update(analyses)
      .set({ imageKey: image, overlayNames: ['erythema'] })
      .where(eq(analyses.id, id));
    await t.app.blobs.put(image, Buffer.from('jpeg'), 'image/jpeg');
    await t.app.blobs.put(overlay, Buffer.from('png'), 'image/png');
    keys.push(image, overlay);
  }
  return { analysisIds: rows.map((r) => r.id), keys };
}
