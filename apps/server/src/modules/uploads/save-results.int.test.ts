import { sql } from 'drizzle-orm';
import { calculateScore } from '@dermadesk/analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, skinPhoto } from '../../test/fixtures.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';

describe.each(databaseKinds())('saving results into uploads (%s)', (kind) => {
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
    h = headers,
  ) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...h, ...body.headers },
      payload: body.payload,
    });
  };
  const analyze = async (module: number, bodyPart?: string, h = headers) => {
    const res = await post(
      '/api/v1/predicts/analyze',
      { Module: String(module), ...(bodyPart ? { BodyPart: bodyPart } : {}) },
      { name: 'p.jpg', data: photo },
      h,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as {
      analysisId: string;
      result: { quantities: Record<string, { value: number }> };
    };
  };
  const save = (fields: Record<string, string>, h = headers) =>
    post('/api/v1/predicts/widget-result', fields, undefined, h);

  it('saves an analysed image under a new upload and keeps the clinician input apart', async () => {
    const analysis = await analyze(7, 'forearm');
    const res = await save({
      SubjectId: 'PT-0042',
      Module: '7',
      ImageId: analysis.analysisId,
      ImageName: 'forearm.jpg',
      Result: JSON.stringify({ concur: true, note: 'lesion stable' }),
      // A tampered result from the browser is not what the server keeps.
      AggregateScore: JSON.stringify({ score: 99 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const uploadId = res.json().data;
    expect(uploadId).toEqual(expect.any(Number));
    const { rows } = await t.database.db.execute<{
      subject_id: string;
      clinician_input: unknown;
      body_part: string;
    }>(
      sql`select u.subject_id, i.clinician_input, i.body_part from uploads u join upload_images i on i.upload_id = u.id where u.id = ${uploadId}`,
    );
    expect(rows).toEqual([
      {
        subject_id: 'PT-0042',
        clinician_input: { concur: true, note: 'lesion stable' },
        body_part: 'forearm',
      },
    ]);

    const twice = await save({ SubjectId: 'PT-0042', Module: '7', ImageId: analysis.analysisId });
    expect(twice.statusCode).toBe(409);
  });

  it("refuses a wrong module, a missing subject, bad JSON and another organisation's analysis", async () => {
    const analysis = await analyze(7);
    expect(
      (await save({ SubjectId: 'S', Module: '2', ImageId: analysis.analysisId })).statusCode,
    ).toBe(400);
    expect((await save({ Module: '7', ImageId: analysis.analysisId })).statusCode).toBe(400);
    expect(
      (await save({ SubjectId: 'S', Module: '7', ImageId: analysis.analysisId, Result: '{oops' }))
        .statusCode,
    ).toBe(400);
    const northside = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.northside };
    const res = await save(
      { SubjectId: 'S', Module: '7', ImageId: analysis.analysisId },
      northside,
    );
    expect(res.statusCode).toBe(404);
  });

  it('requires the concurrence answer when CONCUR_CHECKBOX_MODE is on', async () => {
    const analysis = await analyze(7);
    await t.database.db.execute(
      sql`insert into remote_config (key, value) values ('CONCUR_CHECKBOX_MODE', 'true')`,
    );
    try {
      const without = await save({ SubjectId: 'S-1', Module: '7', ImageId: analysis.analysisId });
      expect(without.statusCode).toBe(400);
      // The web shows the catalogue text the server names.
      expect(without.json().error.details).toMatchObject({
        messageKey: 'workspace.save.needConcur',
      });
      const disagree = await save({
        SubjectId: 'S-1',
        Module: '7',
        ImageId: analysis.analysisId,
        Result: '{"concur":false}',
      });
      expect(disagree.statusCode).toBe(200);
    } finally {
      await t.database.db.execute(
        sql`delete from remote_config where key = 'CONCUR_CHECKBOX_MODE'`,
      );
    }
  });

  it('builds a 4-region EASI upload and accepts only the aggregate the server recomputes', async () => {
    let uploadId: number | undefined;
    const suggested: Record<string, number> = {};
    for (const bodyPart of ['face', 'arm', 'chest', 'leg']) {
      const analysis = await analyze(18, bodyPart);
      const res = await save({
        SubjectId: 'PT-7',
        Module: '18',
        ImageId: analysis.analysisId,
        BodyPart: bodyPart,
        ...(uploadId ? { UploadId: String(uploadId) } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      uploadId ??= res.json().data;
      expect(res.json().data).toBe(uploadId);
    }
    const severities = { erythema: 2, edema: 1, excoriation: 0.5, lichenification: 1 };
    const input = {
      ageYears: 30,
      regions: {
        headNeck: { area: 2, ...severities },
        upperLimbs: { area: 3, ...severities },
        trunk: { area: 1, ...severities },
        lowerLimbs: { area: 2, ...severities },
      },
    };
    const expected = calculateScore('easi', input)!.score!;

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/predicts/widget-aggregate-result',
      headers,
      payload: { UploadId: uploadId, Result: { input, score: expected + 0.1 } },
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.details).toEqual({
      messageKey: 'workspace.save.aggregateMismatch',
      params: { shown: String(expected + 0.1), server: calculateScore('easi', input)!.display },
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/predicts/widget-aggregate-result',
      headers,
      payload: { UploadId: uploadId, Result: { input, score: expected } },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.score).toMatchObject({
      instrument: 'EASI',
      status: 'complete',
      score: expected,
    });
    const { rows } = await t.database.db.execute<{
      aggregate: {
        suggestions: Record<string, { suggestedArea: number }>;
        adjustedRegions: string[];
      };
    }>(sql`select aggregate from uploads where id = ${uploadId}`);
    const stored = rows[0]!.aggregate;
    for (const [region, s] of Object.entries(stored.suggestions))
      suggested[region] = s.suggestedArea;
    const changed = Object.entries(input.regions)
      .filter(([r, v]) => suggested[r] !== v.area)
      .map(([r]) => r);
    expect(stored.adjustedRegions.sort()).toEqual(changed.sort());

    const incomplete = await t.app.inject({
      method: 'POST',
      url: '/api/v1/predicts/widget-aggregate-result',
      headers,
      payload: {
        UploadId: uploadId,
        Result: { input: { ageYears: 30, regions: { trunk: input.regions.trunk } }, score: 1 },
      },
    });
    expect(incomplete.statusCode).toBe(400);
  });
});
