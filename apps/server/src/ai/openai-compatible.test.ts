import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEgressGuard } from '../platform/egress/egress-guard.js';
import { startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai.js';
import {
  createOpenAiChatModel,
  createOpenAiEmbedder,
  createOpenAiTranscriber,
  listModels,
} from './openai-compatible.js';
import type { ChatEvent, ChatModel } from './types.js';

let fake: FakeOpenAi;
let chat: ChatModel;
// The fake listens on loopback, which the operator allows here as EGRESS_ALLOW_HOSTS would.
const options = {
  timeoutMs: 10_000,
  maxRetries: 2,
  egress: createEgressGuard({ allowHosts: ['127.0.0.1'] }),
};

beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: 'k-123', wordDelayMs: 2 });
  chat = createOpenAiChatModel({ baseUrl: fake.url, apiKey: 'k-123', model: 'fake-chat' }, options);
});
afterAll(async () => {
  await fake.close();
  await options.egress.close();
});

async function collect(events: AsyncIterable<ChatEvent>) {
  const out: ChatEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

describe('OpenAI-compatible chat model', () => {
  it('streams tokens in order, then one end event with the usage', async () => {
    const events = await collect(
      chat.stream({ messages: [{ role: 'user', content: 'hello there friend' }] }),
    );
    const tokens = events.filter((e) => e.type === 'token');
    expect(tokens.length).toBeGreaterThan(3);
    expect(tokens.map((t) => t.text).join('')).toBe('You said: hello there friend.');
    expect(events.at(-1)).toEqual({
      type: 'end',
      finishReason: 'stop',
      usage: { promptTokens: 3, completionTokens: 5 },
    });
    expect(fake.requests.at(-1)?.authorization).toBe('Bearer k-123');
  });

  it('returns tool calls with their arguments, and continues with the tool result', async () => {
    const tools = [{ name: 'lookup_score', description: 'score', parameters: { type: 'object' } }];
    const first = await collect(
      chat.stream({ messages: [{ role: 'user', content: '[tool] latest EASI?' }], tools }),
    );
    const call = first.find((e) => e.type === 'tool-call');
    if (call?.type !== 'tool-call') throw new Error('no tool call streamed');
    expect(call).toEqual({
      type: 'tool-call',
      call: { id: 'call_1', name: 'lookup_score', arguments: '{"subjectId":"S-1"}' },
    });
    expect(first.at(-1)).toMatchObject({ type: 'end', finishReason: 'tool_calls' });
    const second = await collect(
      chat.stream({
        tools,
        messages: [
          { role: 'user', content: '[tool] latest EASI?' },
          { role: 'assistant', content: '', toolCalls: [call.call] },
          { role: 'tool', toolCallId: 'call_1', content: 'EASI 12.4' },
        ],
      }),
    );
    expect(
      second
        .filter((e) => e.type === 'token')
        .map((e) => e.text)
        .join(''),
    ).toBe('Tool said: EASI 12.4');
  });

  it('retries a 429 after the Retry-After delay', async () => {
    const before = fake.requests.length;
    const started = Date.now();
    const events = await collect(
      chat.stream({ messages: [{ role: 'user', content: '[429] hi' }] }),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.requests.length - before).toBe(2);
    expect(events.at(-1)).toMatchObject({ type: 'end', finishReason: 'stop' });
  });

  it('gives up with the status after the retries on a 5xx', async () => {
    const quick = createOpenAiChatModel(
      { baseUrl: fake.url, apiKey: 'k-123', model: 'fake-chat' },
      { ...options, timeoutMs: 5_000, maxRetries: 0 },
    );
    await expect(
      collect(quick.stream({ messages: [{ role: 'user', content: '[error]' }] })),
    ).rejects.toMatchObject({ status: 500 });
  });

  it('aborts the upstream request when the caller cancels', async () => {
    const controller = new AbortController();
    const abortedBefore = fake.abortedStreams;
    const seen: string[] = [];
    let last: ChatEvent | undefined;
    for await (const e of chat.stream({
      messages: [{ role: 'user', content: '[slow] go' }],
      signal: controller.signal,
    })) {
      last = e;
      if (e.type === 'token') seen.push(e.text);
      if (seen.length === 2) controller.abort();
    }
    expect(last).toMatchObject({ type: 'end', finishReason: 'aborted' });
    await expect.poll(() => fake.abortedStreams).toBe(abortedBefore + 1);
    expect(seen).toHaveLength(2);
  });

  it('refuses a wrong key with 401', async () => {
    const wrong = createOpenAiChatModel(
      { baseUrl: fake.url, apiKey: 'nope', model: 'fake-chat' },
      options,
    );
    await expect(
      collect(wrong.stream({ messages: [{ role: 'user', content: 'x' }] })),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe('OpenAI-compatible transcriber, embedder and model list', () => {
  it('returns timed segments and the language hint', async () => {
    const stt = createOpenAiTranscriber(
      { baseUrl: fake.url, apiKey: 'k-123', model: 'fake-whisper' },
      options,
    );
    const t = await stt.transcribe({
      audio: Buffer.alloc(1234),
      fileName: 'visit.webm',
      mimeType: 'audio/webm',
      language: 'fr',
    });
    expect(t.language).toBe('fr');
    expect(t.segments).toEqual([
      { start: 0, end: 2, text: 'Fake transcript of 1234 bytes.' },
      { start: 2, end: 4, text: 'Second segment.' },
    ]);
  });

  it('embeds in batches and keeps the input order', async () => {
    const embedder = createOpenAiEmbedder(
      { baseUrl: fake.url, apiKey: 'k-123', model: 'fake-embed' },
      options,
    );
    const before = fake.requests.length;
    const texts = Array.from({ length: 130 }, (_, i) => (i % 2 ? 'eczema flare' : 'acne lesion'));
    const { vectors } = await embedder.embed({ texts });
    expect(vectors).toHaveLength(130);
    expect(fake.requests.length - before).toBe(3);
    expect(vectors[1]).toEqual(vectors[3]);
    expect(vectors[0]).not.toEqual(vectors[1]);
  });

  it('lists the models of the endpoint', async () => {
    expect(await listModels({ baseUrl: fake.url, apiKey: 'k-123' }, options)).toContain(
      'fake-chat',
    );
  });
});
