import type { StoredAnalysisResult } from '@dermadesk/contracts';
import type { Db } from '../db/client.js';
import { analyses, uploadImages, uploads } from '../db/schema.js';

/** A valid stored result, as the engine would produce for a redness measurement. */
export function storedResult(module = 7, erythemaPercent = 12.5): StoredAnalysisResult {
  const method = { name: 'erythema-astar', version: '1.0.0', parameters: { deltaAStar: 10 } };
  return {
    module: { number: module, name: 'Redness' },
    status: 'measured',
    quality: {
      verdict: 'pass',
      checks: [],
      method: { name: 'quality-gate', version: '1.0.0', parameters: {} },
    },
    quantities: {
      erythemaAreaPercent: { value: erythemaPercent, unit: '%', description: 'erythema area' },
    },
    overlays: [],
    suggestions: [],
    warnings: [],
    method,
    geometry: {
      originalWidth: 800,
      originalHeight: 600,
      workingWidth: 768,
      workingHeight: 576,
      scale: 800 / 768,
      pxPerMm: null,
    },
    classification: { status: 'not-applicable', message: 'measurement module' },
    caveat: 'These figures are image measurements; they do not diagnose.',
  };
}

/** Inserts an upload with `images` analysed images directly (no image processing). */
export async function createUpload(
  db: Db,
  opts: {
    orgId: string;
    createdBy?: string;
    subjectId?: string;
    module?: number;
    images?: number;
    createdAt?: Date;
  },
) {
  const module = opts.module ?? 7;
  const [upload] = await db
    .insert(uploads)
    .values({
      orgId: opts.orgId,
      createdBy: opts.createdBy,
      subjectId: opts.subjectId ?? 'SUBJ-1',
      module,
      imageCount: opts.images ?? 1,
      createdAt: opts.createdAt ?? new Date(),
    })
    .returning();
  for (let i = 0; i < (opts.images ?? 1); i++) {
    const [analysis] = await db
      .insert(analyses)
      .values({
        orgId: opts.orgId,
        createdBy: opts.createdBy,
        module,
        bodyPart: i === 0 ? 'forearm' : `site-${i}`,
        status: 'measured',
        imageKey: `orgs/${opts.orgId}/analyses/missing/image.jpg`,
        result: storedResult(module, 10 + i),
      })
      .returning();
    await db.insert(uploadImages).values({
      uploadId: upload!.id,
      orgId: opts.orgId,
      analysisId: analysis!.id,
      imageName: `image-${i}.jpg`,
      bodyPart: analysis!.bodyPart,
    });
  }
  return upload!;
}
