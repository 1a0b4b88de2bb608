import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/fixtures.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';
import { silenceWav } from './scribe.fixture.js';

/**
 * The consent step is enforced by the server, not only by the recorder screen: while the
 * organisation requires consent (its default), an encounter takes no audio, recorded or uploaded,
 * until consent is recorded on it, and nothing of the refused audio is stored.
 */
describe.each(databaseKinds())('consent before an encounter takes audio (%s)', (kind) => {
  let t: TestContext;
  let ana: Record<string, string>;
  const base = '/api/v1/scribe/encounters';

  beforeAll(async () => {
    t = await createTestContext(kind);
    ana = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
  });
  afterAll(() => t.close());

  const create = async () =>
    (await t.app.inject({ method: 'POST', url: base, headers: ana, payload: {} })).json().data
      .id as string;
  const chunk = (id: string, rec: string) =>
    t.app.inject({
      method: 'PUT',
      url: `${base}/${id}/audio/recordings/${rec}/chunks/0`,
      headers: { ...ana, 'content-type': 'audio/wav' },
      payload: silenceWav(0.5),
    });
  const upload = (id: string) => {
    const form = multipart({}, { name: 'visit.wav', data: silenceWav(1), type: 'audio/wav' });
    return t.app.inject({
      method: 'POST',
      url: `${base}/${id}/audio`,
      headers: { ...ana, ...form.headers },
      payload: form.payload,
    });
  };
  const policy = (requireConsent: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/scribe/settings',
      headers: ana,
      payload: { requireConsent, consentText: null, audioRetentionDays: null, maxUploadMb: 200 },
    });

  it('refuses a chunk and an upload without consent, stores nothing, then takes them', async () => {
    const id = await create();
    const rec = randomUUID();
    for (const refused of [await chunk(id, rec), await upload(id)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringMatching(/^Consent must be recorded first/),
      });
    }
    expect((await t.app.inject({ url: `${base}/${id}`, headers: ana })).json().data).toMatchObject({
      consentAt: null,
      recordings: [],
    });
    expect(await t.app.blobs.exists(`scribe/${t.orgIds.clinic}/${id}/${rec}/0.sealed`)).toBe(false);

    const consent = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${id}`,
      headers: ana,
      payload: { consent: true },
    });
    expect(consent.json().data.consentAt).toEqual(expect.any(String));
    expect((await chunk(id, rec)).json().data).toEqual({ seq: 0, duplicate: false });
    expect((await upload(id)).statusCode).toBe(201);
  });

  it('takes audio without consent once the organisation no longer requires it', async () => {
    expect((await policy(false)).statusCode).toBe(200);
    try {
      const id = await create();
      expect((await chunk(id, randomUUID())).statusCode).toBe(200);
      expect((await upload(id)).statusCode).toBe(201);
    } finally {
      await policy(true);
    }
  });
});
