import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_AUDIO_MODEL,
  FAKE_INVENTED_SENTENCE,
  type FakeOpenAi,
} from '../../test/fake-openai.js';
import { multipart } from '../../test/fixtures.js';
import { databaseKinds, type TestContext } from '../../test/test-app.js';
import {
  consentedEncounter,
  silenceWav,
  scribeTestContext,
  type ScribeTestContext,
} from './scribe.fixture.js';
import { parseSse } from '../../test/sse.js';

type DoneSection = {
  name: string;
  text: string;
  sentences: { text: string; supported: boolean }[];
};

describe.each(databaseKinds())('chart note drafting options (%s)', (kind) => {
  let t: TestContext;
  let fake: FakeOpenAi;
  let ana: Record<string, string>;
  const base = '/api/v1/scribe/encounters';

  let ctx: ScribeTestContext;
  beforeAll(async () => {
    ctx = await scribeTestContext(kind, 'chat', { wordDelayMs: 1 });
    ({ t, fake, ana } = ctx);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/ai/settings/providers/chat',
      headers: ana,
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  const options = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/scribe/options',
      headers: ana,
      payload: {
        skipTranscription: false,
        fastExtraction: false,
        skipRevision: false,
        realtimeTranscription: false,
        ...payload,
      },
    });
  const create = async () =>
    (await t.app.inject({ method: 'POST', url: base, headers: ana, payload: {} })).json().data
      .id as string;
  const withTranscript = async () => {
    const id = await create();
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
          { start: 5, end: 9, speaker: 'Doctor', text: 'There is a scaly red plaque of 8 mm.' },
        ],
      },
    });
    return id;
  };
  /** Generates, and says what streamed, what was stored and how many chat calls it took. */
  const generate = async (id: string) => {
    const before = fake.requests.filter((r) => r.path === '/v1/chat/completions').length;
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/${id}/note/generate`,
      headers: ana,
    });
    const events = parseSse(res.body);
    const calls = fake.requests.filter((r) => r.path === '/v1/chat/completions').slice(before);
    const done = events.find((e) => e.event === 'done');
    return { res, events, calls, sections: (done?.data.sections ?? []) as DoneSection[] };
  };

  it('drafts one section per call, then revises the draft against the transcript', async () => {
    const { events, calls, sections } = await generate(await withTranscript());
    expect(calls).toHaveLength(5); // four sections and one revision
    expect(events.filter((e) => e.event === 'section')).toHaveLength(4);
    const streamed = events
      .filter((e) => e.event === 'token' && e.data.index === 0)
      .map((e) => e.data.text)
      .join('');
    expect(streamed).toContain(FAKE_INVENTED_SENTENCE);
    expect(events.map((e) => e.event)).toContain('revising');
    // The stored note is the revised one: the reviser took out what nobody said.
    expect(sections[0]!.text).toBe('My forearms have been itchy for two weeks.');
    expect(sections.flatMap((s) => s.sentences).every((s) => s.supported)).toBe(true);
  });

  it('skips the revision when asked: the invented sentence stays, marked unsupported', async () => {
    expect((await options({ skipRevision: true })).statusCode).toBe(200);
    const { events, calls, sections } = await generate(await withTranscript());
    expect(calls).toHaveLength(4);
    expect(events.map((e) => e.event)).not.toContain('revising');
    expect(sections[0]!.sentences.at(-1)).toEqual({
      text: FAKE_INVENTED_SENTENCE,
      supported: false,
      evidence: [],
    });
  });

  it('fills every section with one call under fast multi-field extraction, streamed per section', async () => {
    expect((await options({ fastExtraction: true, skipRevision: true })).statusCode).toBe(200);
    const { events, calls, sections } = await generate(await withTranscript());
    expect(calls).toHaveLength(1);
    expect(events.filter((e) => e.event === 'section').map((e) => e.data.name)).toEqual([
      'Subjective',
      'Objective',
      'Assessment',
      'Plan',
    ]);
    const text1 = events
      .filter((e) => e.event === 'token' && e.data.index === 1)
      .map((e) => e.data.text)
      .join('');
    expect(text1).toBe('There is a scaly red plaque of 8 mm.');
    expect(sections.map((s) => s.text)).toEqual([
      `My forearms have been itchy for two weeks. ${FAKE_INVENTED_SENTENCE}`,
      'There is a scaly red plaque of 8 mm.',
      '',
      '',
    ]);
    expect(sections[1]!.sentences[0]!.supported).toBe(true);
  });

  it('offers skipping transcription only with a chat model that takes audio, then sends the voice', async () => {
    const view = await t.app.inject({ url: '/api/v1/scribe/options', headers: ana });
    expect(view.json().data).toMatchObject({ audioInputAvailable: false, fastExtraction: true });
    expect((await options({ skipTranscription: true })).statusCode).toBe(409);

    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/ai/settings/providers/chat',
      headers: ana,
      payload: { model: FAKE_AUDIO_MODEL },
    });
    const saved = await options({ skipTranscription: true });
    expect(saved.json().data).toMatchObject({ skipTranscription: true, audioInputAvailable: true });

    // Ten seconds with two seconds of "voice": only those (and their padding) are sent.
    const id = await consentedEncounter(t.app, ana);
    const form = multipart(
      {},
      { name: 'visit.wav', data: silenceWav(10, { from: 4, to: 6 }), type: 'audio/wav' },
    );
    const up = await t.app.inject({
      method: 'POST',
      url: `${base}/${id}/audio`,
      headers: { ...ana, ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode).toBe(201);
    const { calls, sections, events } = await generate(id);
    expect(calls).toHaveLength(1); // no transcript to revise against
    const parts = (calls[0]!.body as { messages: { content: unknown }[] }).messages[1]!.content as {
      type: string;
      input_audio?: { data: string; format: string };
    }[];
    const audio = parts.find((p) => p.type === 'input_audio')!.input_audio!;
    expect(audio.format).toBe('wav');
    const bytes = Buffer.from(audio.data, 'base64').length;
    expect(bytes).toBeGreaterThan(44 + 2 * 16_000 * 2);
    expect(bytes).toBeLessThan(44 + 3 * 16_000 * 2);
    expect(events.map((e) => e.event)).not.toContain('revising');
    expect(sections[1]!.text).toBe(`Heard ${bytes} bytes of audio for Objective.`);
    // No transcript, so nothing the note says can be found in one.
    expect(sections[1]!.sentences[0]!.supported).toBe(false);

    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/ai/settings/providers/chat',
      headers: ana,
      payload: { model: null },
    });
    const after = await t.app.inject({ url: '/api/v1/scribe/options', headers: ana });
    expect(after.json().data).toMatchObject({
      skipTranscription: false,
      audioInputAvailable: false,
    });
  });
});
