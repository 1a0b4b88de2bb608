import { calculateScore } from '@dermadesk/analysis';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadImages, uploads } from '../../db/schema.js';
import { createUpload } from '../../test/factories.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';

describe.each(databaseKinds())('subject timeline (%s)', (kind) => {
  let t: TestContext;
  let headers: Record<string, string>;
  const ids: Record<string, number> = {};
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));

  beforeAll(async () => {
    t = await createTestContext(kind);
    headers = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    const db = t.database.db;
    const org = { orgId: t.orgIds.clinic, subjectId: 'TL-1' };
    // Inserted out of order: the timeline orders by time, not by id.
    ids.late = (await createUpload(db, { ...org, module: 7, createdAt: at(20) })).id;
    ids.early = (await createUpload(db, { ...org, module: 13, images: 2, createdAt: at(2) })).id;
    ids.middle = (await createUpload(db, { ...org, module: 9, createdAt: at(10) })).id;
    ids.deleted = (await createUpload(db, { ...org, createdAt: at(5) })).id;
    await db.update(uploads).set({ deletedAt: new Date() }).where(eq(uploads.id, ids.deleted));
    await createUpload(db, { orgId: t.orgIds.northside, subjectId: 'TL-1', createdAt: at(3) });
    await createUpload(db, { ...org, subjectId: 'tl-1', createdAt: at(4) });

    const easiInput = {
      ageYears: 30,
      regions: Object.fromEntries(
        ['headNeck', 'upperLimbs', 'trunk', 'lowerLimbs'].map((r) => [
          r,
          { area: 3, erythema: 2, edema: 1, excoriation: 1, lichenification: 0 },
        ]),
      ),
    };
    await db
      .update(uploads)
      .set({ aggregate: { instrument: 'easi', score: calculateScore('easi', easiInput) } })
      .where(eq(uploads.id, ids.early));
    await db
      .update(uploadImages)
      .set({
        clinicianInput: {
          calculator: {
            instrument: 'salt',
            input: { vertex: 50, posterior: 0, rightSide: 0, leftSide: 0 },
          },
        },
      })
      .where(eq(uploadImages.uploadId, ids.middle));
  });
  afterAll(() => t.close());

  const timeline = (subjectId: string, h = headers) =>
    t.app.inject({ url: `/api/v1/subjects/${encodeURIComponent(subjectId)}/timeline`, headers: h });

  it('lists the subject’s live uploads oldest first with server-computed scores', async () => {
    const res = await timeline('TL-1');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.subjectId).toBe('TL-1');
    expect(data.entries.map((e: { uploadId: number }) => e.uploadId)).toEqual([
      ids.early,
      ids.middle,
      ids.late,
    ]);
    const [early, middle, late] = data.entries;
    expect(early.createdAt).toBe('2026-01-02T00:00:00.000Z');
    expect(early.module).toBe(13);
    expect(early.scores).toEqual([
      { instrument: 'EASI', score: expect.any(Number), display: expect.any(String) },
    ]);
    expect(early.scores[0].score).toBeCloseTo(
      0.1 * 4 * 3 + 0.2 * 4 * 3 + 0.3 * 4 * 3 + 0.4 * 4 * 3,
      9,
    );
    expect(middle.scores).toEqual([{ instrument: 'SALT', score: 20, display: '20.0' }]);
    expect(late.scores).toEqual([]);
    expect(early.images).toHaveLength(2);
    expect(early.images[0]).toEqual({
      analysisId: expect.any(String),
      bodyPart: 'forearm',
      imageUrl: `/api/v1/analyses/${early.images[0].analysisId}/image`,
      quantities: { erythemaAreaPercent: { value: 10, unit: '%', description: 'erythema area' } },
    });
  });

  it('matches the subject ID exactly and shows nothing of other organisations', async () => {
    expect((await timeline('tl-1')).json().data.entries).toHaveLength(1);
    expect((await timeline('TL-%')).json().data.entries).toEqual([]);
    const leo = { ...bearer(await t.tokenFor(t.userIds.leo)), 'org-id': t.orgIds.northside };
    const north = (await timeline('TL-1', leo)).json().data.entries;
    expect(north).toHaveLength(1);
    expect(north[0].createdAt).toBe('2026-01-03T00:00:00.000Z');
  });
});
