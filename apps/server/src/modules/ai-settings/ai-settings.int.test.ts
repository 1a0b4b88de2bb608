import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';

describe.each(databaseKinds())('AI settings (%s)', (kind) => {
  let t: TestContext;
  let fake: FakeOpenAi;
  let admin: Record<string, string>;
  let member: Record<string, string>;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: 'org-key' });
    // Nothing in the environment: every provider starts 'not configured'.
    // The fake listens on loopback: the operator allows it, as on a self-hosted install.
    t = await createTestContext(kind, { EGRESS_ALLOW_HOSTS: '127.0.0.1' });
    admin = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    // Ana is a plain member of Northside.
    member = { ...admin, 'org-id': t.orgIds.northside };
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const settings = (headers = admin) => t.app.inject({ url: '/api/v1/ai/settings', headers });
  const put = (k: string, payload: object, headers = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/ai/settings/providers/${k}`, headers, payload });

  it('reports not configured and names the variables to set', async () => {
    const status = await t.app.inject({ url: '/api/v1/ai/status', headers: member });
    expect(status.json().data).toEqual({
      canConfigure: false,
      providers: [
        { kind: 'chat', status: 'not-configured', model: null },
        { kind: 'transcription', status: 'not-configured', model: null },
        { kind: 'embeddings', status: 'not-configured', model: null },
      ],
    });
    const conversation = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assistant/conversations',
      headers: admin,
      payload: {},
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/assistant/conversations/${conversation.json().data.id}/reply`,
      headers: admin,
      payload: { mode: 'send', content: 'hello' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toContain('set LLM_BASE_URL and LLM_MODEL');
    expect(res.json().error.details.env).toEqual(['LLM_BASE_URL', 'LLM_MODEL', 'LLM_API_KEY']);
  });

  it('is for organisation admins only', async () => {
    expect((await settings(member)).statusCode).toBe(403);
    expect((await put('chat', { enabled: true }, member)).statusCode).toBe(403);
    const test = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/settings/providers/chat/test',
      headers: member,
    });
    expect(test.statusCode).toBe(403);
  });

  it('validates every field and changes nothing on bad input', async () => {
    for (const [k, payload] of [
      ['chat', { baseUrl: 'ftp://x' }],
      ['chat', { baseUrl: 'not a url' }],
      ['chat', { model: '' }],
      ['chat', { colour: 'blue' }],
      ['speech', { enabled: true }],
    ] as const) {
      expect((await put(k, payload)).statusCode).toBe(400);
    }
    const policy = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/ai/settings',
      headers: admin,
      payload: { concurrencyLimit: 0 },
    });
    expect(policy.statusCode).toBe(400);
    const now = (await settings()).json().data;
    expect(now.providers[0]).toMatchObject({ enabled: false, status: 'not-configured' });
    expect(now.concurrencyLimit).toBe(4);
  });

  it('configures an organisation endpoint, tests it, and reports it ready once enabled', async () => {
    const saved = await put('chat', {
      baseUrl: `${fake.url}/`,
      model: 'fake-chat',
      apiKey: 'org-key',
    });
    expect(saved.json().data.providers[0]).toMatchObject({
      enabled: false,
      status: 'disabled',
      organisation: { baseUrl: fake.url, model: 'fake-chat', keySet: true },
    });
    const test = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/settings/providers/chat/test',
      headers: admin,
    });
    expect(test.json().data).toMatchObject({ ok: true, message: `Connected to ${fake.url}.` });
    expect(test.json().data.models).toContain('fake-chat');

    await put('chat', { apiKey: 'wrong' });
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/settings/providers/chat/test',
      headers: admin,
    });
    expect(failed.json().data).toMatchObject({
      ok: false,
      message: 'The AI provider answered with status 401.',
    });

    await put('chat', { apiKey: 'org-key', enabled: true });
    const status = await t.app.inject({ url: '/api/v1/ai/status', headers: admin });
    expect(status.json().data.providers[0]).toEqual({
      kind: 'chat',
      status: 'ready',
      model: 'fake-chat',
    });
    expect(status.json().data.canConfigure).toBe(true);
  });

  it('keeps a system prompt per organisation, and the default otherwise', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/ai/settings',
      headers: admin,
      payload: { systemPrompt: 'Answer in two sentences.', monthlyTokenBudget: 100000 },
    });
    expect(res.json().data).toMatchObject({
      systemPrompt: 'Answer in two sentences.',
      monthlyTokenBudget: 100000,
    });
    expect(res.json().data.defaultSystemPrompt).toContain('clinical judgement');
  });
});
