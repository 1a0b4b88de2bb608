import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scribeRecordings } from '../../db/schema.js';
import { type FakeOpenAi } from '../../test/fake-openai.js';
import { databaseKinds, type TestContext } from '../../test/test-app.js';
import { recorderWebm } from './recorder-webm.fixture.js';
import {
  consentedEncounter,
  silenceWav,
  scribeTestContext,
  type ScribeTestContext,
} from './scribe.fixture.js';

const RATE_BYTES = 16_000 * 2;
const CHUNK_SECONDS = 5;

/** `wav` as the recorder's Opus in WebM (ffmpeg), cut in `parts` byte ranges as MediaRecorder cuts it. */
function webmChunks(wav: Buffer, parts: number) {
  const webm = recorderWebm(wav);
  const size = Math.ceil(webm.length / parts);
  return Array.from({ length: parts }, (_, i) => webm.subarray(i * size, (i + 1) * size));
}

describe.each(databaseKinds())('realtime transcription (%s)', (kind) => {
  let t: TestContext;
  let fake: FakeOpenAi;
  let ana: Record<string, string>;
  const base = '/api/v1/scribe/encounters';

  let ctx: ScribeTestContext;
  beforeAll(async () => {
    ctx = await scribeTestContext(kind, 'transcription', { runJobs: true });
    ({ t, fake, ana } = ctx);
    const enable = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/ai/settings/providers/transcription',
      headers: ana,
      payload: { enabled: true },
    });
    expect(enable.statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  const setRealtime = async (on: boolean) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/scribe/options',
      headers: ana,
      payload: {
        skipTranscription: false,
        fastExtraction: false,
        skipRevision: false,
        realtimeTranscription: on,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.realtimeTranscription).toBe(on);
  };
  const create = () => consentedEncounter(t.app, ana);
  /** A 30 s recording spoken at 2–5 s, 12–15 s and 22–25 s, cut as a recorder cuts it. */
  const wav = silenceWav(30, [
    { from: 2, to: 5 },
    { from: 12, to: 15 },
    { from: 22, to: 25 },
  ]);
  const chunk = (seq: number) =>
    wav.subarray(
      seq === 0 ? 0 : 44 + seq * CHUNK_SECONDS * RATE_BYTES,
      44 + (seq + 1) * CHUNK_SECONDS * RATE_BYTES,
    );
  const put = async (id: string, recordingId: string, seq: number, webm?: Buffer) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}/audio/recordings/${recordingId}/chunks/${seq}`,
      headers: { ...ana, 'content-type': webm ? 'audio/webm;codecs=opus' : 'audio/wav' },
      payload: webm ?? chunk(seq),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { seq: number; duplicate: boolean };
  };
  const detail = async (id: string) =>
    (await t.app.inject({ url: `${base}/${id}`, headers: ana })).json().data;
  const until = async (id: string, done: (d: Awaited<ReturnType<typeof detail>>) => boolean) => {
    for (let i = 0; i < 120; i++) {
      const d = await detail(id);
      if (done(d)) return d;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`not reached: ${JSON.stringify((await detail(id)).transcript)}`);
  };
  const sent = () => fake.requests.filter((r) => r.path === '/v1/audio/transcriptions').length;
  const starts = (d: { transcript: { segments: { start: number }[] } }) =>
    d.transcript.segments.map((s) => s.start);

  it('transcribes chunks as they arrive, in order whatever their arrival, and finishes with only the rest', async () => {
    await setRealtime(true);
    const id = await create();
    const recordingId = randomUUID();
    const before = sent();

    await put(id, recordingId, 0);
    await put(id, recordingId, 1);
    // 10 s received: the voice at 2–5 s is settled and sent alone, the silence after it is not.
    let d = await until(id, (x) => x.transcript.segments.length >= 2);
    expect(d.transcript.status).toBe('in progress');
    expect(sent() - before).toBe(1);
    expect(starts(d)[0]).toBeGreaterThan(1.5);
    expect(starts(d)[0]).toBeLessThan(2.1);
    expect(starts(d)[1]! - starts(d)[0]!).toBeCloseTo(2, 5);
    const bytes = Number(/of (\d+) bytes/.exec(d.transcript.segments[0].text)![1]);
    expect(bytes).toBeLessThan(4 * RATE_BYTES);

    // Chunk 3 before chunk 2: nothing past the gap is transcribed until chunk 2 comes.
    await put(id, recordingId, 3);
    await put(id, recordingId, 2);
    expect((await put(id, recordingId, 2)).duplicate).toBe(true);
    d = await until(id, (x) => x.transcript.segments.length >= 4);
    expect(sent() - before).toBe(2);
    // The second stretch keeps its place in the recording (12 s), not in its chunk.
    expect(starts(d)[2]).toBeGreaterThan(11.5);
    expect(starts(d)[2]).toBeLessThan(12.1);

    await put(id, recordingId, 4);
    await put(id, recordingId, 5);
    d = await until(id, (x) => x.transcript.segments.length >= 6);
    expect(sent() - before).toBe(3);

    const finish = await t.app.inject({
      method: 'POST',
      url: `${base}/${id}/audio/recordings/${recordingId}/finish`,
      headers: ana,
      payload: { chunks: 6, durationSeconds: 30 },
    });
    expect(finish.statusCode).toBe(200);
    // The final pass starts without a click and reuses every stretch already transcribed.
    expect(finish.json().data.transcript.status).toBe('in progress');
    const final = await until(id, (x) => x.transcript.status === 'finalized');
    expect(sent() - before).toBe(3);
    expect(starts(final)).toEqual(starts(d));
    expect(starts(final)[4]).toBeGreaterThan(21.5);
    expect(starts(final)[4]).toBeLessThan(22.1);
    expect(final.transcript.droppedSilent).toBe(0);
  });

  it('transcribes nothing during the recording while the option is off', async () => {
    await setRealtime(false);
    const id = await create();
    const recordingId = randomUUID();
    const before = sent();
    for (const seq of [0, 1, 2]) await put(id, recordingId, seq);
    const finish = await t.app.inject({
      method: 'POST',
      url: `${base}/${id}/audio/recordings/${recordingId}/finish`,
      headers: ana,
      payload: { chunks: 3, durationSeconds: 15 },
    });
    expect(finish.json().data.transcript).toMatchObject({ status: 'none', segments: [] });
    // Long enough for a queued step to have run (the workers poll every 0.5 s).
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await detail(id)).transcript).toMatchObject({ status: 'none', segments: [] });
    expect(sent() - before).toBe(0);
  });

  it('finds the voice during the recording, then at Stop copies it out of the WebM instead of decoding the visit', async () => {
    await setRealtime(false);
    const id = await create();
    const recordingId = randomUUID();
    const before = sent();
    const chunks = webmChunks(wav, 6);
    const scanned = async () =>
      (
        await t.database.db
          .select()
          .from(scribeRecordings)
          .where(eq(scribeRecordings.id, recordingId))
      )[0]!;
    const reach = async (seconds: number) => {
      for (let i = 0; i < 120 && (await scanned()).voiceSeconds < seconds; i++)
        await new Promise((r) => setTimeout(r, 250));
      return scanned();
    };

    for (const seq of [0, 1, 2]) await put(id, recordingId, seq, chunks[seq]);
    // Half the bytes: the voice at 2–5 and 12–15 s is found and kept in the database.
    const half = await reach(10);
    expect(half.voiceSeconds).toBeLessThan(20);
    for (const seq of [3, 4, 5]) await put(id, recordingId, seq, chunks[seq]);
    // The next steps go on from where the stored progress is, to the last pause.
    const row = await reach(27);
    expect(row.voiceSeconds).toBeCloseTo(30 - 1.5, 0);
    const voice = row.voiceRegions as { start: number; end: number }[];
    expect(voice.map((v) => Math.round(v.start))).toEqual([2, 12, 22]);
    expect(sent() - before).toBe(0);
    expect(row.liveSeconds).toBe(0);

    const finish = await t.app.inject({
      method: 'POST',
      url: `${base}/${id}/audio/recordings/${recordingId}/finish`,
      headers: ana,
      payload: { chunks: 6, durationSeconds: 30 },
    });
    expect(finish.statusCode).toBe(200);
    const transcribe = await t.app.inject({
      method: 'POST',
      url: `${base}/${id}/transcribe`,
      headers: ana,
      payload: {},
    });
    expect(transcribe.statusCode).toBe(202);
    const final = await until(id, (x) => x.transcript.status === 'finalized');
    // All the voice was scanned: one piece, copied as WebM (not a 23 s WAV of 740 kB).
    expect(sent() - before).toBe(1);
    const bytes = Number(/of (\d+) bytes/.exec(final.transcript.segments[0].text)![1]);
    expect(bytes).toBeLessThan(150_000);
    // The fake's segments (0–2 and 2–4 s of the piece) are placed at the piece's start.
    expect(starts(final)[0]).toBeGreaterThan(1.5);
    expect(starts(final)[0]).toBeLessThan(2.1);
    expect(starts(final)[1]! - starts(final)[0]!).toBeCloseTo(2, 5);
  });
});
