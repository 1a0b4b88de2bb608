import type { FastifyInstance } from 'fastify';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import {
  bearer,
  createTestContext,
  type DatabaseKind,
  type TestContext,
} from '../../test/test-app.js';
import { encodeWav } from './wav.js';

export interface ScribeTestContext {
  t: TestContext;
  fake: FakeOpenAi;
  /** Ana's headers in the clinic. */
  ana: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A test app whose chat model or transcriber is the fake OpenAI-compatible server (reached
 * through the egress guard, no retries), with Ana's headers in the clinic: the set-up every
 * scribe integration test with a model shares.
 */
export async function scribeTestContext(
  kind: DatabaseKind,
  provider: 'chat' | 'transcription',
  options: { wordDelayMs?: number; runJobs?: boolean } = {},
): Promise<ScribeTestContext> {
  const fake = await startFakeOpenAi(
    options.wordDelayMs === undefined ? {} : { wordDelayMs: options.wordDelayMs },
  );
  const model: Record<string, string> =
    provider === 'chat'
      ? { LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-chat' }
      : { STT_BASE_URL: fake.url, STT_MODEL: 'fake-whisper' };
  const t = await createTestContext(
    kind,
    { ...model, EGRESS_ALLOW_HOSTS: '127.0.0.1', AI_MAX_RETRIES: '0' },
    { runJobs: options.runJobs ?? false },
  );
  const ana = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
  return {
    t,
    fake,
    ana,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

/**
 * A new encounter with the patient's consent recorded, as the recorder screen records it before
 * the first recording: without it the organisation's default policy refuses the encounter's audio.
 */
export async function consentedEncounter(app: FastifyInstance, headers: Record<string, string>) {
  const base = '/api/v1/scribe/encounters';
  const created = await app.inject({ method: 'POST', url: base, headers, payload: {} });
  const { id } = created.json<{ data: { id: string } }>().data;
  const consent = await app.inject({
    method: 'PATCH',
    url: `${base}/${id}`,
    headers,
    payload: { consent: true },
  });
  if (consent.statusCode !== 200) throw new Error(`consent refused: ${consent.body}`);
  return id;
}

interface Tone {
  from: number;
  to: number;
  amplitude?: number;
}

/** A 16 kHz mono 16-bit WAV: silence, or tones where `tone` says (seconds), for audio tests. */
export function silenceWav(seconds: number, tone?: Tone | Tone[]) {
  const rate = 16_000;
  const samples = Math.round(seconds * rate);
  const pcm = new Int16Array(samples);
  for (const t of tone ? [tone].flat() : []) {
    const amp = t.amplitude ?? 8000;
    for (let i = Math.round(t.from * rate); i < Math.min(samples, t.to * rate); i++) {
      pcm[i] = Math.round(amp * Math.sin((2 * Math.PI * 220 * i) / rate));
    }
  }
  return encodeWav(pcm, rate);
}
