import { sql } from 'drizzle-orm';
import { calculateScore } from '@dermadesk/analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, skinPhoto } from '../../test/fixtures.js';
import { pdfText } from '../exports/pdf-inspection.fixture.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';

/** GAGS 2×1 + 2×1 + 2×1 + 1×2 + 1×1 + 3×0 = 9 (mild); chest and back at 4 makes it 21. */
const GAGS_9 = {
  regions: { forehead: 1, rightCheek: 1, leftCheek: 1, nose: 2, chin: 1, chestUpperBack: 0 },
};
const GAGS_21 = { regions: { ...GAGS_9.regions, chestUpperBack: 4 } };

describe.each(databaseKinds())('amending a saved calculator input (%s)', (kind) => {
  let t: TestContext;
  let headers: Record<string, string>;
  let photo: Buffer;
  beforeAll(async () => {
    t = await createTestContext(kind);
    headers = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    photo = await skinPhoto();
  });
  afterAll(() => t.close());

  const post = (
    url: string,
    fields: Record<string, string>,
    file?: { name: string; data: Buffer },
  ) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  /** Analyses a photo and saves it (into `uploadId` when given); the upload id. */
  const saveImage = async (
    module: number,
    result: unknown,
    bodyPart?: string,
    uploadId?: number,
  ) => {
    const analysed = await post(
      '/api/v1/predicts/analyze',
      { Module: String(module), ...(bodyPart ? { BodyPart: bodyPart } : {}) },
      { name: 'p.jpg', data: photo },
    );
    expect(analysed.statusCode, analysed.body).toBe(201);
    const saved = await post('/api/v1/predicts/widget-result', {
      SubjectId: 'PT-AMEND',
      Module: String(module),
      ImageId: analysed.json().data.analysisId,
      Result: JSON.stringify(result),
      ...(bodyPart ? { BodyPart: bodyPart } : {}),
      ...(uploadId ? { UploadId: String(uploadId) } : {}),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().data as number;
  };
  const amend = (uploadId: number, payload: Record<string, unknown>, h = headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/uploads/${uploadId}/amendments`,
      headers: h,
      payload,
    });
  const detail = async (uploadId: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uploads/get-uploads/${uploadId}`,
      headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('stores the new version as the record, keeps the previous one and audits the change', async () => {
    const uploadId = await saveImage(2, {
      concur: true,
      calculator: { instrument: 'gags', input: GAGS_9 },
    });
    const res = await amend(uploadId, { input: GAGS_21, score: 21 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      instrument: 'gags',
      amendedBy: 'Ana Nguyen',
      previousScore: 9,
      score: 21,
    });

    const { upload, images } = await detail(uploadId);
    // The record is the amended version; the rest of the clinician's input is untouched.
    expect(images.items[0].clinicianInput).toEqual({
      concur: true,
      calculator: { instrument: 'gags', input: GAGS_21 },
    });
    // Both versions as entered, each with the score the server recomputes from it.
    const grades = (input: typeof GAGS_9) =>
      Object.entries(input.regions).map(([field, value]) => ({ group: null, field, value }));
    expect(upload.amendments).toEqual([
      {
        id: expect.any(Number),
        instrument: 'gags',
        amendedAt: expect.any(String),
        amendedBy: 'Ana Nguyen',
        previousScore: 9,
        score: 21,
        previous: {
          instrument: 'gags',
          entries: grades(GAGS_9),
          score: expect.objectContaining({
            score: 9,
            band: expect.objectContaining({ label: 'mild' }),
          }),
        },
        amended: {
          instrument: 'gags',
          entries: grades(GAGS_21),
          score: expect.objectContaining({
            score: 21,
            band: expect.objectContaining({ label: 'moderate' }),
          }),
        },
      },
    ]);
    const { rows } = await t.database.db.execute<{ previous_input: unknown; input: unknown }>(
      sql`select previous_input, input from upload_amendments where upload_id = ${uploadId}`,
    );
    expect(rows).toEqual([{ previous_input: GAGS_9, input: GAGS_21 }]);
    const audit = await t.database.db.execute<{ action: string; user_id: string }>(
      sql`select action, user_id from audit_events where record_type = 'upload-amendment' and record_id = ${String(uploadId)}`,
    );
    expect(audit.rows).toEqual([{ action: 'update', user_id: t.userIds.ana }]);

    // The CSV is the record too.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/exports/csv/${uploadId}`,
      headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toMatch(/\b21\b/);

    // So is the PDF, which says it was amended, when and by whom, in the user's language.
    const pdf = async (lang: string) => {
      const res = await t.app.inject({ url: `/api/v1/exports/${uploadId}?lang=${lang}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return pdfText(res.rawPayload);
    };
    const en = await pdf('en');
    expect(en).toMatch(/Amended on .+ UTC by Ana Nguyen: GAGS 9 before, 21 now/);
    expect(en).toContain('GAGS 21 / 44');
    expect(await pdf('fr')).toMatch(
      /Modifié le .+ UTC par Ana Nguyen : GAGS 9 avant, 21 maintenant/,
    );
  });

  it('a record never amended says nothing of amendments in its PDF', async () => {
    const uploadId = await saveImage(2, { calculator: { instrument: 'gags', input: GAGS_9 } });
    const res = await t.app.inject({ url: `/api/v1/exports/${uploadId}?lang=en`, headers });
    expect(await pdfText(res.rawPayload)).not.toContain('Amended');
  });

  it('refuses a score the server computes differently, and a record without a calculator', async () => {
    const uploadId = await saveImage(2, { calculator: { instrument: 'gags', input: GAGS_9 } });
    const wrong = await amend(uploadId, { input: GAGS_21, score: 9 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.details.messageKey).toBe('workspace.save.aggregateMismatch');
    expect((await detail(uploadId)).images.items[0].clinicianInput.calculator.input).toEqual(
      GAGS_9,
    );
    expect((await detail(uploadId)).upload.amendments).toEqual([]);

    const plain = await saveImage(7, { concur: true });
    expect((await amend(plain, { input: GAGS_21, score: 21 })).statusCode).toBe(400);
    expect((await amend(uploadId, { input: 'nine' })).statusCode).toBe(400);
  });

  it("another organisation's record is not found", async () => {
    const uploadId = await saveImage(2, { calculator: { instrument: 'gags', input: GAGS_9 } });
    const leo = { ...bearer(await t.tokenFor(t.userIds.leo)), 'org-id': t.orgIds.northside };
    const res = await amend(uploadId, { input: GAGS_21, score: 21 }, leo);
    expect(res.statusCode).toBe(404);
    expect((await detail(uploadId)).upload.amendments).toEqual([]);
  });

  it('multi-image modules: the aggregate is recomputed from the amended input', async () => {
    let uploadId: number | undefined;
    for (const bodyPart of ['face', 'arm', 'chest', 'leg'])
      uploadId = await saveImage(18, {}, bodyPart, uploadId);
    const grades = (area: number) => ({
      area,
      erythema: 2,
      edema: 1,
      excoriation: 1,
      lichenification: 1,
    });
    const input = (area: number) => ({
      ageYears: 30,
      regions: {
        headNeck: grades(area),
        upperLimbs: grades(area),
        trunk: grades(area),
        lowerLimbs: grades(area),
      },
    });
    const first = calculateScore('easi', input(2))!.score!;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/predicts/widget-aggregate-result',
      headers,
      payload: { UploadId: uploadId, Result: { input: input(2), score: first } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = calculateScore('easi', input(4))!.score!;
    const res = await amend(uploadId!, { input: input(4), score: second });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      instrument: 'easi',
      previousScore: first,
      score: second,
    });
    const { upload } = await detail(uploadId!);
    expect(upload.aggregate.score.score).toBe(second);
    expect(upload.aggregate.input).toEqual(input(4));
    expect(upload.amendments[0].previous.score.score).toBe(first);
    expect(upload.amendments[0].amended.entries).toContainEqual({
      group: 'headNeck',
      field: 'area',
      value: 4,
    });
    const pdf = await t.app.inject({ url: `/api/v1/exports/${uploadId}?lang=en`, headers });
    expect(await pdfText(pdf.rawPayload)).toMatch(/Amended on .+ by Ana Nguyen: EASI/);
  });
});
