import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, skinPhoto } from '../../test/fixtures.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';

/**
 * An organisation admin chooses the URLs of AI providers and HTTP models; without the operator's
 * allowlist none of them may reach the server's own network (issue 21, item 1).
 */
describe.each(databaseKinds())('outbound requests on a tenant’s say-so (%s)', (kind) => {
  let t: TestContext;
  let fake: FakeOpenAi;
  let model: Server;
  let modelHits = 0;
  let admin: Record<string, string>;
  const modelsBase = () => `/api/v1/orgs/${t.orgIds.clinic}/models`;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    model = createServer((_req, res) => {
      modelHits += 1;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ predictions: [{ label: 'x', probability: 1 }] }));
    });
    await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
    // No EGRESS_ALLOW_HOSTS: loopback is somebody else's network.
    t = await createTestContext(kind);
    admin = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    model.close();
  });

  const put = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/ai/settings/providers/chat',
      headers: admin,
      payload,
    });
  const testProvider = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/settings/providers/chat/test',
      headers: admin,
    });

  it('refuses the server’s own addresses in every spelling, with one message', async () => {
    const port = new URL(fake.url).port;
    const spellings = [
      `http://127.0.0.1:${port}/v1`,
      `http://2130706433:${port}/v1`,
      `http://127.1:${port}/v1`,
      `http://0x7f.1:${port}/v1`,
      `http://0.0.0.0:${port}/v1`,
      `http://[::1]:${port}/v1`,
      `http://[::ffff:127.0.0.1]:${port}/v1`,
      `http://localhost:${port}/v1`,
      'http://169.254.169.254/latest',
      'http://[fd00:ec2::254]/latest',
      'http://10.1.2.3:1/v1',
      'http://192.168.0.1:1/v1',
    ];
    const messages = new Set<string>();
    for (const baseUrl of spellings) {
      expect((await put({ baseUrl, model: 'fake-chat' })).statusCode, baseUrl).toBe(200);
      const res = await testProvider();
      expect(res.statusCode).toBe(200);
      expect(res.json().data, baseUrl).toMatchObject({ ok: false, models: [] });
      messages.add(res.json().data.message);
    }
    expect([...messages]).toEqual(['The AI provider did not answer.']);
    expect(fake.requests).toHaveLength(0);
  });

  it('rejects base URLs with a query, a fragment or credentials', async () => {
    for (const baseUrl of [
      'https://api.example.com/v1?x=',
      'https://api.example.com/v1#',
      'https://api.example.com/v1?',
      'https://user:pw@api.example.com/v1',
    ]) {
      expect((await put({ baseUrl })).statusCode, baseUrl).toBe(400);
    }
  });

  it('sends no patient image to an HTTP model on a private address', async () => {
    const port = (model.address() as AddressInfo).port;
    const attach = await t.app.inject({
      method: 'PUT',
      url: `${modelsBase()}/1/http`,
      headers: admin,
      payload: { name: 'm', version: '1', url: `http://127.1:${port}/predict` },
    });
    expect(attach.statusCode).toBe(200);
    const photo = await skinPhoto();
    const sample = multipart({}, { name: 'sample.jpg', data: photo });
    const test = await t.app.inject({
      method: 'POST',
      url: `${modelsBase()}/1/test`,
      headers: { ...admin, ...sample.headers },
      payload: sample.payload,
    });
    expect(test.statusCode).toBe(400);
    expect(test.json().error.message).not.toContain(String(port));
    const body = multipart({ Module: '1' }, { name: 'lesion.jpg', data: photo });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/predicts/analyze',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(modelHits).toBe(0);
  });
});
