import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses } from '../../db/schema.js';
import { blobKey } from '../../storage/blob-store.js';
import { createUpload, storedResult } from '../../test/factories.js';
import { multipart } from '../../test/fixtures.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';
import { storeUploadBlobs } from './stored-blobs.fixture.js';

/**
 * A deleted upload's images stay in blob storage until the retention job removes them; until then
 * no endpoint may serve them (the issue: "gone from every list, export and result page at once").
 */
describe.each(databaseKinds())('images of a deleted upload (%s)', (kind) => {
  let t: TestContext;
  let headers: Record<string, string>;
  const ids: Record<string, number> = {};
  const analysisIds: Record<string, string[]> = {};
  const keys: string[] = [];

  async function withBlobs(name: string, uploadId: number) {
    const stored = await storeUploadBlobs(t, t.orgIds.clinic, uploadId);
    analysisIds[name] = stored.analysisIds;
    keys.push(...stored.keys);
  }

  beforeAll(async () => {
    t = await createTestContext(kind);
    headers = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    const db = t.database.db;
    const org = { orgId: t.orgIds.clinic, createdBy: t.userIds.ana };
    ids.doomed = (
      await createUpload(db, { ...org, subjectId: 'DOOMED', module: 18, images: 2 })
    ).id;
    ids.kept = (await createUpload(db, { ...org, subjectId: 'KEPT' })).id;
    await withBlobs('doomed', ids.doomed);
    await withBlobs('kept', ids.kept);
    // An analysis not (yet) saved into any upload: the workspace shows it before saving.
    const [unsaved] = await db
      .insert(analyses)
      .values({
        orgId: t.orgIds.clinic,
        createdBy: t.userIds.ana,
        module: 7,
        status: 'measured',
        imageKey: blobKey('orgs', t.orgIds.clinic, 'analyses', 'unsaved', 'image.jpg'),
        result: storedResult(),
      })
      .returning();
    analysisIds.unsaved = [unsaved!.id];
    await t.app.blobs.put(unsaved!.imageKey, Buffer.from('jpeg'), 'image/jpeg');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url, headers });
  /** Every way an analysis' pixels or data can be read, by analysis id. */
  const analysisUrls = (id: string) => [
    `/api/v1/analyses/${id}`,
    `/api/v1/analyses/${id}/image`,
    `/api/v1/analyses/${id}/overlays/erythema`,
  ];
  const uploadUrls = (id: number) => [
    `/api/v1/exports/${id}`,
    `/api/v1/exports/csv/${id}`,
    `/api/v1/exports/fhir/${id}`,
  ];

  it('serves the images, overlays and exports of a live upload', async () => {
    for (const id of analysisIds.doomed!)
      for (const url of analysisUrls(id)) expect((await get(url)).statusCode, url).toBe(200);
    for (const url of uploadUrls(ids.doomed!)) expect((await get(url)).statusCode, url).toBe(200);
    expect((await get(`/api/v1/analyses/${analysisIds.unsaved![0]}/image`)).statusCode).toBe(200);
  });

  it('refuses them with 404 as soon as the upload is deleted, while the blobs still exist', async () => {
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/uploads/${ids.doomed}`,
      headers,
    });
    expect(del.statusCode).toBe(200);
    // The retention job has not run: every blob is still stored.
    for (const key of keys) expect(await t.app.blobs.exists(key)).toBe(true);

    for (const id of analysisIds.doomed!) {
      for (const url of analysisUrls(id)) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
        expect(res.body).not.toContain('jpeg');
      }
    }
    for (const url of uploadUrls(ids.doomed!)) expect((await get(url)).statusCode, url).toBe(404);
    const detail = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uploads/get-uploads/${ids.doomed}`,
      headers,
      payload: {},
    });
    expect(detail.statusCode).toBe(404);
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/v1/exports/csv',
      headers,
      payload: { ids: [ids.doomed, ids.kept] },
    });
    expect(csv.body).not.toContain('DOOMED');
    expect(csv.body).toContain('KEPT');
  });

  it('still serves the other uploads’ images and analyses not saved into an upload', async () => {
    for (const id of analysisIds.kept!)
      for (const url of analysisUrls(id)) expect((await get(url)).statusCode, url).toBe(200);
    const image = await get(`/api/v1/analyses/${analysisIds.kept![0]}/image`);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.body).toBe('jpeg');
    expect((await get(`/api/v1/analyses/${analysisIds.unsaved![0]}/image`)).statusCode).toBe(200);
  });

  it('does not let an analysis of a deleted upload be saved into another upload', async () => {
    const body = multipart({
      SubjectId: 'REVIVED',
      Module: '18',
      ImageId: analysisIds.doomed![0]!,
      BodyPart: 'trunk',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/predicts/widget-result',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(404);
  });

  it('hides them from another organisation too', async () => {
    const leo = { ...bearer(await t.tokenFor(t.userIds.leo)), 'org-id': t.orgIds.northside };
    for (const url of analysisUrls(analysisIds.kept![0]!))
      expect((await t.app.inject({ url, headers: leo })).statusCode, url).toBe(404);
  });
});
