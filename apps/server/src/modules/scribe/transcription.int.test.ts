import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/fixtures.js';
import { type FakeOpenAi } from '../../test/fake-openai.js';
import { databaseKinds, type TestContext } from '../../test/test-app.js';
import {
  consentedEncounter,
  silenceWav,
  scribeTestContext,
  type ScribeTestContext,
} from './scribe.fixture.js';

describe.each(databaseKinds())('transcription job (%s)', (kind) => {
  let t: TestContext;
  let fake: FakeOpenAi;
  let ana: Record<string, string>;
  const base = '/api/v1/scribe/encounters';

  let ctx: ScribeTestContext;
  beforeAll(async () => {
    ctx = await scribeTestContext(kind, 'transcription', { runJobs: true });
    ({ t, fake, ana } = ctx);
  });
  afterAll(() => ctx.close());

  const withAudio = async (wav: Buffer) => {
    const id = await consentedEncounter(t.app, ana);
    const form = multipart({}, { name: 'visit.wav', data: wav, type: 'audio/wav' });
    const up = await t.app.inject({
      method: 'POST',
      url: `${base}/${id}/audio`,
      headers: { ...ana, ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode).toBe(201);
    return id;
  };
  const transcribe = (id: string) =>
    t.app.inject({ method: 'POST', url: `${base}/${id}/transcribe`, headers: ana, payload: {} });
  const finalized = async (id: string) => {
    for (let i = 0; i < 60; i++) {
      const data = (await t.app.inject({ url: `${base}/${id}`, headers: ana })).json().data;
      if (data.transcript.status !== 'in progress') return data;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('transcription did not finish');
  };
  const sent = () => fake.requests.filter((r) => r.path === '/v1/audio/transcriptions').length;

  it('says which provider to configure while none is enabled, and starts nothing', async () => {
    const id = await withAudio(silenceWav(3, { from: 1, to: 2 }));
    const res = await transcribe(id);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      code: 'AI_UNAVAILABLE',
      details: { kind: 'transcription' },
    });
    expect(
      (await t.app.inject({ url: `${base}/${id}`, headers: ana })).json().data.transcript.status,
    ).toBe('none');
  });

  it('sends only the voiced stretch and places its segments at their time in the recording', async () => {
    const enable = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/ai/settings/providers/transcription',
      headers: ana,
      payload: { enabled: true },
    });
    expect(enable.statusCode).toBe(200);
    const id = await withAudio(silenceWav(20, { from: 8, to: 11 }));
    const before = sent();
    const res = await transcribe(id);
    expect(res.statusCode).toBe(202);
    expect(res.json().data.transcript.status).toBe('in progress');
    const data = await finalized(id);
    expect(data.transcript.status).toBe('finalized');
    expect(sent() - before).toBe(1);
    const [first, second] = data.transcript.segments;
    // The piece starts just before the voice at 8 s; the fake's segments are timed from 0 in it.
    expect(first.start).toBeGreaterThan(7.5);
    expect(first.start).toBeLessThan(8.1);
    expect(second.start - first.start).toBeCloseTo(2, 5);
    expect(first.text).toMatch(/^Fake transcript of \d+ bytes\.$/);
    // Far less than the 20 s file went out: only the voiced piece.
    expect(Number(/of (\d+) bytes/.exec(first.text)![1])).toBeLessThan(16_000 * 2 * 5);
  });

  it('sends nothing for a silent recording and finalizes an empty transcript', async () => {
    const id = await withAudio(silenceWav(8));
    const before = sent();
    expect((await transcribe(id)).statusCode).toBe(202);
    const data = await finalized(id);
    expect(data.transcript).toMatchObject({ status: 'finalized', segments: [] });
    expect(sent() - before).toBe(0);
  });
});
