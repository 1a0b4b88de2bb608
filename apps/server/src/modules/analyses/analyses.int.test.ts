import { createServer, type Server } from 'node:http';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, skinPhoto } from '../../test/fixtures.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';

describe.each(databaseKinds())('analysis API (%s)', (kind) => {
  let t: TestContext;
  let headers: Record<string, string>;
  let model: Server;
  let modelUrl: string;
  beforeAll(async () => {
    // The inference server listens on loopback: the operator allows it.
    t = await createTestContext(kind, { EGRESS_ALLOW_HOSTS: '127.0.0.1' });
    headers = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    // An organisation's inference server, as the HTTP model contract describes it.
    model = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          predictions: [
            { label: 'benign naevus', probability: 0.7 },
            { label: 'other', probability: 0.3 },
          ],
        }),
      );
    });
    await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
    modelUrl = `http://127.0.0.1:${(model.address() as { port: number }).port}/predict`;
  });
  afterAll(async () => {
    model.close();
    await t.close();
  });

  const analyze = (
    fields: Record<string, string>,
    file?: { name: string; data: Buffer; type?: string },
  ) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/predicts/analyze',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const storedCount = async () =>
    (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from analyses`))
      .rows[0]!.n;
  const blobFiles = () => {
    const dir = path.join(t.config.dataDir, 'blobs');
    try {
      return readdirSync(dir, { recursive: true }).filter(
        (f) => String(f).endsWith('.jpg') || String(f).endsWith('.png'),
      );
    } catch {
      return [];
    }
  };

  it('measures redness, stores a metadata-free image and overlays, and serves them back', async () => {
    const res = await analyze(
      { Module: '7', BodyPart: 'trunk' },
      { name: 'arm.jpg', data: await skinPhoto(true) },
    );
    expect(res.statusCode, res.body).toBe(201);
    const analysis = res.json().data;
    expect(analysis.result.status).toBe('measured');
    expect(analysis.result.method.name).toMatch(/erythema/);
    const areaKey = Object.keys(analysis.result.quantities).find((k) =>
      /area.*percent|Percent/i.test(k),
    )!;
    expect(areaKey).toBeTruthy();
    expect(analysis.result.caveat).toMatch(/do not diagnose/i);
    expect(analysis.overlays.length).toBeGreaterThan(0);

    const again = await t.app.inject({ url: `/api/v1/analyses/${analysis.analysisId}`, headers });
    expect(again.json().data.result).toEqual(analysis.result);
    // Each overlay's legend is stored and served with the result (the web draws it).
    expect(
      again.json().data.result.overlays.map((o: { legend?: { type: string } }) => o.legend?.type),
    ).toEqual(['scale', 'colour']);

    const image = await t.app.inject({ url: analysis.imageUrl, headers });
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(800);

    const overlay = await t.app.inject({ url: analysis.overlays[0].url, headers });
    expect(overlay.headers['content-type']).toBe('image/png');
    expect((await sharp(overlay.rawPayload).metadata()).format).toBe('png');
    expect(
      (
        await t.app.inject({
          url: `${analysis.imageUrl.replace('/image', '')}/overlays/nope`,
          headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('hides an analysis from another organisation as not found', async () => {
    const res = await analyze({ Module: '7' }, { name: 'a.jpg', data: await skinPhoto() });
    const id = res.json().data.analysisId;
    const other = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.northside };
    expect((await t.app.inject({ url: `/api/v1/analyses/${id}`, headers: other })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ url: `/api/v1/analyses/${id}/image`, headers: other })).statusCode,
    ).toBe(404);
  });

  it('refuses bad files with a clear 4xx and stores nothing', async () => {
    const before = await storedCount();
    const blobsBefore = blobFiles().length;
    const jpeg = await skinPhoto();
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 1)]);
    // A PNG header claiming 50 000 × 50 000 pixels: refused before decoding.
    const bomb = Buffer.from('89504e470d0a1a0a0000000d494844520000c3500000c3500802000000', 'hex');
    const cases: [Buffer, number][] = [
      [jpeg.subarray(0, Math.floor(jpeg.length / 3)), 400],
      [zip, 415],
      [bomb, 413],
      [Buffer.alloc(0), 400],
    ];
    for (const [data, status] of cases) {
      const res = await analyze({ Module: '7' }, { name: 'x.jpg', data });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().success).toBe(false);
      expect(res.body).not.toMatch(/\bat .+:\d+:\d+/);
    }
    expect(await storedCount()).toBe(before);
    expect(blobFiles().length).toBe(blobsBefore);
  });

  it('answers an unknown module with the catalogue message and bad fields with 400', async () => {
    const photo = await skinPhoto();
    const unknown = await analyze({ Module: '16' }, { name: 'a.jpg', data: photo });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(
      /module type 16 was retrieved from the back end but is unknown/,
    );
    expect(unknown.json().error.details.messageKey).toBe('errors.unknownModule');
    const noModule = await analyze({}, { name: 'a.jpg', data: photo });
    expect(noModule.statusCode).toBe(400);
    const noFile = await analyze({ Module: '7' });
    expect(noFile.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/predicts/analyze',
      headers,
      payload: { Module: 7 },
    });
    expect(json.statusCode).toBe(415);
  });

  it('enforces MAX_UPLOAD from remote config with 413', async () => {
    await t.database.db.execute(
      sql`insert into remote_config (key, value) values ('MAX_UPLOAD', '1') on conflict (key) do update set value = '1'`,
    );
    try {
      const big = await sharp({
        create: {
          width: 1500,
          height: 1500,
          channels: 3,
          background: { r: 0, g: 0, b: 0 },
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png()
        .toBuffer();
      expect(big.length).toBeGreaterThan(1_048_576);
      const res = await analyze({ Module: '7' }, { name: 'big.png', data: big, type: 'image/png' });
      expect(res.statusCode).toBe(413);
    } finally {
      await t.database.db.execute(sql`delete from remote_config where key = 'MAX_UPLOAD'`);
    }
  });

  it('computes clinical scores exactly, names bad fields, and never takes missing as zero', async () => {
    const region = { area: 2, erythema: 1.5, edema: 1, excoriation: 1, lichenification: 0.5 };
    const easi = await t.app.inject({
      method: 'POST',
      url: '/api/v1/scores/easi',
      headers,
      payload: {
        ageYears: 40,
        regions: { headNeck: region, upperLimbs: region, trunk: region, lowerLimbs: region },
      },
    });
    expect(easi.statusCode, easi.body).toBe(200);
    // (1.5+1+1+0.5) × 2 × (0.1+0.2+0.3+0.4) = 8
    expect(easi.json().data).toMatchObject({ instrument: 'EASI', status: 'complete', score: 8 });

    const incomplete = await t.app.inject({
      method: 'POST',
      url: '/api/v1/scores/easi',
      headers,
      payload: { ageYears: 40, regions: { trunk: region } },
    });
    expect(incomplete.json().data.status).toBe('incomplete');
    expect(incomplete.json().data.score).toBeNull();

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/scores/easi',
      headers,
      payload: { ageYears: 40, regions: { headNeck: { ...region, erythema: 7 } } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(invalid.json().error.details)).toContain('erythema');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/scores/nonsense', headers, payload: {} }))
        .statusCode,
    ).toBe(404);
  });

  it('runs an attached HTTP model, shows probabilities with the model name, and can be detached', async () => {
    const base = `/api/v1/orgs/${t.orgIds.clinic}/models`;
    const attach = await t.app.inject({
      method: 'PUT',
      url: `${base}/1/http`,
      headers,
      payload: { name: 'clinic-classifier', version: '2026.1', url: modelUrl },
    });
    expect(attach.statusCode, attach.body).toBe(200);
    expect((await t.app.inject({ url: base, headers })).json().data).toHaveLength(1);

    const photo = await skinPhoto();
    const body = multipart({}, { name: 'sample.jpg', data: photo });
    const test = await t.app.inject({
      method: 'POST',
      url: `${base}/1/test`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().data.labels[0]).toEqual({ label: 'benign naevus', probability: 0.7 });

    const res = await analyze({ Module: '1' }, { name: 'lesion.jpg', data: photo });
    const classification = res.json().data.result.classification;
    expect(classification.status).toBe('model');
    expect(classification.prediction.model).toMatchObject({
      name: 'clinic-classifier',
      version: '2026.1',
    });
    expect(classification.message).toMatch(/not a diagnosis/i);

    expect((await t.app.inject({ method: 'DELETE', url: `${base}/1`, headers })).statusCode).toBe(
      200,
    );
    const without = await analyze({ Module: '1' }, { name: 'lesion.jpg', data: photo });
    expect(without.json().data.result.classification.status).toBe('requires-model');
  });

  it('refuses model administration to members who are not admins', async () => {
    const member = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.northside };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orgs/${t.orgIds.northside}/models/1/http`,
      headers: member,
      payload: { name: 'x', version: '1', url: modelUrl },
    });
    expect(res.statusCode).toBe(403);
  });
});
