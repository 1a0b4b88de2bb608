import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_INVENTED_SENTENCE, type FakeOpenAi } from '../../test/fake-openai.js';
import { databaseKinds, type TestContext } from '../../test/test-app.js';
import { scribeTestContext, type ScribeTestContext } from './scribe.fixture.js';
import { parseSse } from '../../test/sse.js';

describe.each(databaseKinds())('chart note generation (%s)', (kind) => {
  let t: TestContext;
  let fake: FakeOpenAi;
  let ana: Record<string, string>;
  const base = '/api/v1/scribe/encounters';

  let ctx: ScribeTestContext;
  beforeAll(async () => {
    ctx = await scribeTestContext(kind, 'chat', { wordDelayMs: 1 });
    ({ t, fake, ana } = ctx);
  });
  afterAll(() => ctx.close());

  const encounterWithTranscript = async () => {
    const id = (await t.app.inject({ method: 'POST', url: base, headers: ana, payload: {} })).json()
      .data.id as string;
    await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}/transcript`,
      headers: ana,
      payload: {
        segments: [
          {
            start: 0,
            end: 5,
            speaker: 'Patient',
            text: 'My forearms have been itchy for two weeks.',
          },
          {
            start: 5,
            end: 9,
            speaker: 'Doctor',
            text: 'There is a scaly red plaque of 8 mm on the left forearm.',
          },
        ],
      },
    });
    return id;
  };

  it('says which provider to configure, before any stream, when none is enabled', async () => {
    const id = await encounterWithTranscript();
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/${id}/note/generate`,
      headers: ana,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({ code: 'AI_UNAVAILABLE', details: { kind: 'chat' } });
    expect(fake.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(0);
  });

  it('streams each section, stores the note and marks the invented sentence unsupported', async () => {
    const enabled = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/ai/settings/providers/chat',
      headers: ana,
      payload: { enabled: true },
    });
    expect(enabled.statusCode).toBe(200);
    // The revision pass would take the invented sentence out (note-options.int.test.ts): without
    // it, the evidence check is what catches it.
    const skip = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/scribe/options',
      headers: ana,
      payload: {
        skipTranscription: false,
        fastExtraction: false,
        skipRevision: true,
        realtimeTranscription: false,
      },
    });
    expect(skip.statusCode).toBe(200);
    const id = await encounterWithTranscript();
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/${id}/note/generate`,
      headers: ana,
    });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body);
    expect(events.filter((e) => e.event === 'section').map((e) => e.data.name)).toEqual([
      'Subjective',
      'Objective',
      'Assessment',
      'Plan',
    ]);
    expect(events.some((e) => e.event === 'token')).toBe(true);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const sections = done.data.sections as {
      name: string;
      sentences: { text: string; supported: boolean }[];
    }[];
    expect(sections[0]!.sentences).toEqual([
      expect.objectContaining({
        text: 'My forearms have been itchy for two weeks.',
        supported: true,
      }),
      { text: FAKE_INVENTED_SENTENCE, supported: false, evidence: [] },
    ]);
    expect(sections[1]!.sentences[0]).toMatchObject({
      supported: true,
      evidence: [{ segment: 1, start: 5, end: 9 }],
    });
    const stored = (await t.app.inject({ url: `${base}/${id}`, headers: ana })).json().data;
    expect(stored.note).toMatchObject({ version: 1, source: 'generated' });
  });

  it('refuses to generate without a transcript', async () => {
    const id = (await t.app.inject({ method: 'POST', url: base, headers: ana, payload: {} })).json()
      .data.id as string;
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/${id}/note/generate`,
      headers: ana,
    });
    expect(res.statusCode).toBe(409);
  });
});
