import { calculateScore } from '@dermadesk/analysis';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { analyses, uploadImages, uploads } from '../../db/schema.js';
import { createUpload } from '../../test/factories.js';
import {
  bearer,
  createTestContext,
  type DatabaseKind,
  type TestContext,
} from '../../test/test-app.js';

/**
 * The uploads the export tests read, in the demo clinic unless named: `plain` (2 images, a
 * clinician comment and calculator), `formula` (a formula-like subject ID), `deleted`, `other`
 * (Northside's) and `easi` (4 images, a saved aggregate, 3 stored JPEGs for the report).
 */
async function seedExportUploads(t: TestContext) {
  const db = t.database.db;
  const at = (h: number) => new Date(Date.UTC(2026, 0, 1, h));
  const org = { orgId: t.orgIds.clinic, createdBy: t.userIds.ana };
  const plain = (
    await createUpload(db, { ...org, subjectId: 'Nguyễn-1', images: 2, createdAt: at(1) })
  ).id;
  const formula = (
    await createUpload(db, { ...org, subjectId: '=HYPERLINK("x")', createdAt: at(2) })
  ).id;
  const deleted = (await createUpload(db, { ...org, subjectId: 'GONE', createdAt: at(3) })).id;
  await db.update(uploads).set({ deletedAt: new Date() }).where(eq(uploads.id, deleted));
  const other = (await createUpload(db, { orgId: t.orgIds.northside, subjectId: 'NORTH' })).id;
  const easi = (
    await createUpload(db, {
      ...org,
      subjectId: 'EASI-1',
      module: 13,
      images: 4,
      createdAt: at(4),
    })
  ).id;
  // Comments with quotes, commas, new lines and a formula; a calculator the server recomputes.
  const [firstImage] = await db
    .select()
    .from(uploadImages)
    .where(eq(uploadImages.uploadId, plain))
    .orderBy(uploadImages.id);
  await db
    .update(uploadImages)
    .set({
      userComment: 'He said "ok", then\nleft',
      clinicianInput: {
        concur: true,
        note: '-2+3',
        calculator: {
          instrument: 'salt',
          input: { vertex: 10, rightSide: 20, leftSide: 20, posterior: 30 },
        },
      },
    })
    .where(eq(uploadImages.id, firstImage!.id));

  // A saved EASI aggregate and real JPEGs for the report's thumbnails.
  const input = {
    ageYears: 40,
    regions: Object.fromEntries(
      ['headNeck', 'upperLimbs', 'trunk', 'lowerLimbs'].map((r) => [
        r,
        { area: 2, erythema: 1, edema: 1, excoriation: 0, lichenification: 1 },
      ]),
    ),
  };
  const score = calculateScore('easi', input)!;
  await db
    .update(uploads)
    .set({
      aggregate: {
        instrument: 'easi',
        score,
        input,
        suggestions: { trunk: { images: 1, affectedPercent: 12.5, suggestedArea: 2 } },
        missingRegions: [],
        adjustedRegions: ['headNeck'],
      },
    })
    .where(eq(uploads.id, easi));
  const jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 220, g: 160, b: 140 } },
  })
    .jpeg()
    .toBuffer();
  const easiImages = await db
    .select({ key: analyses.imageKey })
    .from(uploadImages)
    .innerJoin(analyses, eq(analyses.id, uploadImages.analysisId))
    .where(eq(uploadImages.uploadId, easi));
  for (const { key } of easiImages.slice(0, 3)) await t.app.blobs.put(key, jpeg, 'image/jpeg');
  return { plain, formula, deleted, other, easi };
}
export type ExportUploads = Awaited<ReturnType<typeof seedExportUploads>>;

/** A test app with the export uploads seeded, and Ana's headers for the demo clinic. */
export async function createExportsContext(kind: DatabaseKind) {
  const t = await createTestContext(kind);
  const headers = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
  return { t, headers, ids: await seedExportUploads(t) };
}
