import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpload } from '../test/factories.js';
import { multipart, skinPhoto } from '../test/fixtures.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../test/test-app.js';

/**
 * Text PostgreSQL cannot store (NUL) or UTF-8 cannot encode (a lone surrogate) is a 400 naming
 * the field, never a 500 from the database (issue 21, item 3).
 */
describe.each(databaseKinds())('text the database cannot store (%s)', (kind) => {
  let t: TestContext;
  let ana: Record<string, string>;
  let conversationId: string;
  let imageId: number;
  let analysisId: string;

  beforeAll(async () => {
    t = await createTestContext(kind, {
      REMOTE_CONFIG_DEFAULTS: JSON.stringify({ ALLOW_USER_COMMENT: true }),
    });
    ana = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    conversationId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/assistant/conversations',
        headers: ana,
        payload: {},
      })
    ).json().data.id;
    const upload = await createUpload(t.database.db, { orgId: t.orgIds.clinic });
    imageId = (
      await t.database.db.execute<{ id: number }>(
        sql`select id from upload_images where upload_id = ${upload.id}`,
      )
    ).rows[0]!.id;
    const photo = multipart({ Module: '7' }, { name: 'p.jpg', data: await skinPhoto() });
    analysisId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/predicts/analyze',
        headers: { ...ana, ...photo.headers },
        payload: photo.payload,
      })
    ).json().data.analysisId;
  });
  afterAll(() => t.close());

  type Probe = [
    name: string,
    field: string,
    send: (bad: string) => Promise<{ statusCode: number; body: string }>,
  ];
  const json = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, headers: ana, payload });
  const form = (url: string, fields: Record<string, string>) => {
    const body = multipart(fields);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...ana, ...body.headers },
      payload: body.payload,
    });
  };
  const probes: Probe[] = [
    [
      'conversation title',
      'title',
      (bad) => json('POST', '/api/v1/assistant/conversations', { title: `a${bad}` }),
    ],
    [
      'conversation rename',
      'title',
      (bad) =>
        json('PATCH', `/api/v1/assistant/conversations/${conversationId}`, { title: `a${bad}` }),
    ],
    [
      'reply content',
      'content',
      (bad) =>
        json('POST', `/api/v1/assistant/conversations/${conversationId}/reply`, {
          mode: 'send',
          content: `hi${bad}`,
        }),
    ],
    [
      'conversation search',
      'q',
      (bad) =>
        t.app.inject({
          url: `/api/v1/assistant/conversations?q=a${bad === '\u0000' ? '%00' : '%ED%A0%80'}`,
          headers: ana,
        }),
    ],
    [
      'history keyword',
      'keyword',
      (bad) => json('POST', '/api/v1/uploads/get-uploads', { keyword: `k${bad}` }),
    ],
    [
      'config value',
      'value',
      (bad) =>
        json('PUT', `/api/v1/orgs/${t.orgIds.clinic}/configs`, {
          configs: [{ key: 'SOME_KEY', value: `v${bad}` }],
        }),
    ],
    [
      'system prompt',
      'systemPrompt',
      (bad) => json('PUT', '/api/v1/ai/settings', { systemPrompt: `p${bad}` }),
    ],
    [
      'image comment',
      'userResult',
      (bad) => json('POST', `/api/v1/uploads/image/${imageId}`, { userResult: `c${bad}` }),
    ],
    [
      'SubjectId',
      'SubjectId',
      (bad) =>
        form('/api/v1/predicts/widget-result', {
          SubjectId: `S${bad}`,
          Module: '7',
          ImageId: analysisId,
        }),
    ],
    [
      'BodyPart',
      'BodyPart',
      (bad) =>
        form('/api/v1/predicts/widget-result', {
          SubjectId: 'S-1',
          Module: '7',
          ImageId: analysisId,
          BodyPart: `arm${bad}`,
        }),
    ],
    [
      'JSON notes',
      'Result',
      (bad) =>
        form('/api/v1/predicts/widget-result', {
          SubjectId: 'S-1',
          Module: '7',
          ImageId: analysisId,
          Result: JSON.stringify({ note: `n${bad}` }),
        }),
    ],
  ];

  it.each([
    ['NUL', '\u0000'],
    ['a lone surrogate', '\ud800'],
  ])('refuses %s in every text field with a 400 that names it', async (_name, bad) => {
    for (const [name, field, send] of probes) {
      const res = await send(bad);
      // URLs and multipart fields are bytes: a lone surrogate cannot be encoded into them (the
      // client sends U+FFFD instead), so only NUL reaches the server that way.
      if (['conversation search', 'SubjectId', 'BodyPart'].includes(name) && bad !== '\u0000') {
        expect(res.statusCode, name).toBeLessThan(500);
        continue;
      }
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.body, name).toContain(field);
    }
  });

  it('refuses a NUL in a path parameter', async () => {
    const res = await t.app.inject({ url: '/api/v1/subjects/S%001/timeline', headers: ana });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('subjectId');
  });

  it('still takes ordinary text, including emoji and accents', async () => {
    const res = await json('POST', '/api/v1/assistant/conversations', {
      title: 'Éruption 🙂 naevus',
    });
    expect(res.statusCode).toBe(201);
  });
});
