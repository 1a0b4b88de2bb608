import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { callSummary, scripted, type ScriptedCall } from './fake-openai-receptionist.js';

/**
 * A local fake of the OpenAI-compatible API, for tests only (the product never falls back to it).
 * Replies are deterministic, and markers in the last user message choose a behaviour:
 * - `[slow]`  a long reply streamed at ~300 ms per word, so a test can stop it mid-stream;
 * - `[error]` HTTP 500;
 * - `[429]`   the first request with that text gets 429 with `Retry-After: 1`, the retry succeeds;
 * - `[tool]`  asks for the `lookup_score` tool, then answers with what the tool returned.
 * - lines `/tool_name {json}` (when the request offers tools): asks for those tools one after
 *   the other, one per round, then answers `Done: <the last tool's result>`. `{{a.0.b}}` in the
 *   JSON is replaced by that path of the previous tool's result (e.g. the first free slot).
 * - a `<call-transcript>` (call summaries): JSON with the caller's first line as the reason.
 * - a scribe section request (`<transcript>` and `<section index="N">`): the transcript's line N
 *   without its time and speaker, and for section 0 also one sentence nobody said
 *   (`FAKE_INVENTED_SENTENCE`), so tests see evidence found and not found; a whole-note or
 *   revision request: see `scribeWholeNote`.
 * - a scribe letter request (`<letter kind="…">` and `<note>`): 'Dear colleague,', the note's
 *   first line, 'Kind regards'.
 * - `GET /v1/models/fake-audio-chat` describes a model that takes audio input.
 * A message carrying numbered `<passage n="…">` blocks (Copilot) is answered from passage 1: its
 * sentence sharing most words with the question, cited `[1]`; with `[bad-cite]` a sentence citing a passage never sent is added,
 * and with `[none]` the reply is `NOT_IN_SOURCES`.
 * Otherwise the reply is `You said: <message>.`, plus ` I can see N attached item(s).` when the
 * request carries N `<context` blocks.
 */
export interface FakeOpenAi {
  /** Base URL including `/v1`, as LLM_BASE_URL expects. */
  url: string;
  requests: { path: string; authorization: string | undefined; body: unknown }[];
  /** Streams the client closed before the fake finished them. */
  abortedStreams: number;
  /** When each stream's first token was written (ms, `performance.timeOrigin` based). */
  firstTokenAt: number[];
  close(): Promise<void>;
}

export interface FakeOpenAiOptions {
  port?: number;
  /** When set, requests without `Authorization: Bearer <apiKey>` get 401. */
  apiKey?: string;
  /** Delay between streamed words in normal mode. */
  wordDelayMs?: number;
}

export const FAKE_MODELS = ['fake-chat', 'fake-audio-chat', 'fake-whisper', 'fake-embed'];
const SLOW_WORD_MS = 300;

type Part = { type: string; text?: string; input_audio?: { data: string } };
type Message = { role: string; content?: string | Part[] | null; tool_call_id?: string };

/** A message's text; audio parts read as `<audio bytes="N">`, so replies can say what they heard. */
function textOf(content: Message['content']): string {
  if (!Array.isArray(content)) return content ?? '';
  return content
    .map((p) =>
      p.type === 'input_audio'
        ? `<audio bytes="${Buffer.from(p.input_audio?.data ?? '', 'base64').length}">`
        : (p.text ?? ''),
    )
    .join('\n');
}
interface ChatBody {
  model: string;
  messages: Message[];
  tools?: { type: 'function'; function: { name: string } }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function json(res: http.ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** A deterministic 8-dimensional unit vector: texts sharing words get similar vectors. */
export function fakeEmbedding(text: string): number[] {
  const v = new Array<number>(8).fill(0);
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    const h = createHash('sha1').update(word).digest();
    v[h[0]! % 8]! += 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

export const FAKE_INVENTED_SENTENCE = 'Family history of melanoma in the father.';
/** Models whose description says they take audio input (for 'skip transcription'). */
export const FAKE_AUDIO_MODEL = 'fake-audio-chat';

const SAID = (line: string) => line.replace(/^\[[\d:]+\]\s*/, '').replace(/^[^:]{1,30}:\s+/, '');

/**
 * A whole-note request (`<sections>`): section N is the transcript's line N (or, with audio,
 * what was heard), section 0 with the invented sentence. A revision request (`<draft>`): the
 * draft without the invented sentence, as a careful reviser would leave it.
 */
function scribeWholeNote(prompt: string): string | null {
  const block = (name: string, text: string) => `<section name="${name}">${text}</section>`;
  const draft = /<draft>\n([\s\S]*?)\n<\/draft>/.exec(prompt)?.[1];
  if (draft !== undefined) {
    return [...draft.matchAll(/<section name="([^"]*)">([\s\S]*?)<\/section>/g)]
      .map((m) => block(m[1]!, m[2]!.replace(FAKE_INVENTED_SENTENCE, '').trim()))
      .join('\n');
  }
  const sections = /<sections>\n([\s\S]*?)\n<\/sections>/.exec(prompt)?.[1];
  if (sections === undefined) return null;
  const transcript = /<transcript>\n([\s\S]*?)\n<\/transcript>/.exec(prompt)?.[1];
  const heard = /<audio bytes="(\d+)">/.exec(prompt)?.[1];
  const names = [...sections.matchAll(/<section index="\d+" name="([^"]*)"/g)].map((m) => m[1]!);
  return names
    .map((name, i) => {
      const said = heard
        ? `Heard ${heard} bytes of audio for ${name}.`
        : SAID(transcript?.split('\n')[i] ?? '');
      return block(name, [said, i === 0 ? FAKE_INVENTED_SENTENCE : ''].filter(Boolean).join(' '));
    })
    .join('\n');
}

function scribeSection(prompt: string): string | null {
  const transcript = /<transcript>\n([\s\S]*?)\n<\/transcript>/.exec(prompt)?.[1];
  const index = /<section index="(\d+)"/.exec(prompt)?.[1];
  if (transcript === undefined || index === undefined) return null;
  const said = SAID(transcript.split('\n')[Number(index)] ?? '');
  return [said, index === '0' ? FAKE_INVENTED_SENTENCE : ''].filter(Boolean).join(' ');
}

/** A scribe letter request: a greeting, the note's first line as the letter's one paragraph. */
function scribeLetter(prompt: string): string | null {
  const kind = /<letter kind="(\w+)"/.exec(prompt)?.[1];
  const note = /<note>\n([\s\S]*?)\n<\/note>/.exec(prompt)?.[1];
  if (kind === undefined || note === undefined) return null;
  const said = note.split('\n').find((l) => l.trim() && !l.startsWith('[')) ?? '';
  return `Dear colleague,\n\n${said}\n\nKind regards`;
}

function replyFor(body: ChatBody): {
  text: string;
  toolCall?: ScriptedCall;
  slow: boolean;
} {
  const lastUser = textOf([...body.messages].reverse().find((m) => m.role === 'user')?.content);
  const whole = scribeWholeNote(lastUser);
  if (whole !== null) return { text: whole, slow: false };
  const section = scribeSection(lastUser) ?? scribeLetter(lastUser);
  if (section !== null) return { text: section, slow: false };
  const summary = callSummary(lastUser);
  if (summary !== null) return { text: summary, slow: false };
  const lastUserAt = body.messages.findLastIndex((m) => m.role === 'user');
  const script = body.tools?.length
    ? scripted(
        textOf(body.messages[lastUserAt]?.content),
        body.messages
          .slice(lastUserAt + 1)
          .filter((m) => m.role === 'tool')
          .map((m) => textOf(m.content)),
      )
    : null;
  if (script)
    return 'call' in script
      ? { text: '', toolCall: script.call, slow: false }
      : { text: script.text, slow: false };
  const slow = lastUser.includes('[slow]');
  const toolResult = body.messages
    .slice(body.messages.findLastIndex((m) => m.role === 'user'))
    .find((m) => m.role === 'tool');
  if (lastUser.includes('[tool]') && !toolResult) {
    return {
      text: '',
      toolCall: { name: 'lookup_score', arguments: '{"subjectId":"S-1"}' },
      slow,
    };
  }
  if (toolResult) return { text: `Tool said: ${textOf(toolResult.content)}`, slow };
  const passage = /<passage n="1"[^>]*>\n([\s\S]*?)\n<\/passage>/.exec(lastUser);
  if (passage) {
    if (lastUser.includes('[none]')) return { text: 'NOT_IN_SOURCES', slow };
    const question = new Set(
      lastUser
        .split('Question:')
        .at(-1)!
        .toLowerCase()
        .match(/\p{L}+/gu),
    );
    const shared = (s: string) =>
      (s.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => question.has(w)).length;
    const sentences = passage[1]!.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]?/g) ?? [''];
    const best = sentences.reduce((a, b) => (shared(b) > shared(a) ? b : a)).trim();
    const invented = lastUser.includes('[bad-cite]') ? ' This part is invented [9].' : '';
    return { text: `${best.replace(/[.!?]$/, '')} [1].${invented}`, slow };
  }
  if (slow) {
    const long = Array.from({ length: 60 }, (_, i) => `word${i + 1}`).join(' ');
    return { text: `Slow answer: ${long}`, slow };
  }
  const attached = body.messages
    .filter((m) => m.role !== 'user')
    .reduce((n, m) => n + (textOf(m.content).match(/<context /g)?.length ?? 0), 0);
  const userAttached = (lastUser.match(/<context /g) ?? []).length;
  const count = attached + userAttached;
  const echo = lastUser.replace(/<context [\s\S]*?<\/context>/g, '').trim();
  return {
    text: `You said: ${echo}.${count ? ` I can see ${count} attached item(s).` : ''}`,
    slow,
  };
}

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const wordDelay = options.wordDelayMs ?? 15;
  const seen429 = new Set<string>();
  const fake: Omit<FakeOpenAi, 'url' | 'close'> = {
    requests: [],
    abortedStreams: 0,
    firstTokenAt: [],
  };

  async function chat(body: ChatBody, res: http.ServerResponse) {
    const lastUser = textOf([...body.messages].reverse().find((m) => m.role === 'user')?.content);
    if (lastUser.includes('[error]')) {
      return json(res, 500, { error: { message: 'fake upstream failure', type: 'server_error' } });
    }
    if (lastUser.includes('[429]') && !seen429.has(lastUser)) {
      seen429.add(lastUser);
      return json(res, 429, { error: { message: 'slow down' } }, { 'retry-after': '1' });
    }
    const reply = replyFor(body);
    const promptTokens = body.messages.reduce((n, m) => n + words(textOf(m.content)), 0);
    const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', model: body.model };
    // Ids differ per round, as a real model's do: a conversation's tool results pair by id.
    const toolCall = reply.toolCall && {
      index: 0,
      id: `call_${body.messages.filter((m) => m.role === 'tool').length + 1}`,
      type: 'function',
      function: reply.toolCall,
    };
    if (!body.stream) {
      return json(res, 200, {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        model: body.model,
        choices: [
          {
            index: 0,
            message: reply.toolCall
              ? { role: 'assistant', content: null, tool_calls: [toolCall] }
              : { role: 'assistant', content: reply.text },
            finish_reason: reply.toolCall ? 'tool_calls' : 'stop',
          },
        ],
        usage: { prompt_tokens: promptTokens, completion_tokens: words(reply.text) },
      });
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let closed = false;
    res.on('close', () => {
      if (!res.writableEnded) {
        closed = true;
        fake.abortedStreams += 1;
      }
    });
    const send = (chunk: unknown) => res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    send({ ...base, choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }] });
    if (reply.toolCall) {
      send({ ...base, choices: [{ index: 0, delta: { tool_calls: [toolCall] } }] });
    } else {
      const parts = reply.text.split(/(?<= )/);
      for (const [i, part] of parts.entries()) {
        await sleep(reply.slow ? SLOW_WORD_MS : wordDelay);
        if (closed) return;
        send({ ...base, choices: [{ index: 0, delta: { content: part }, finish_reason: null }] });
        if (i === 0) fake.firstTokenAt.push(performance.timeOrigin + performance.now());
      }
    }
    send({
      ...base,
      choices: [{ index: 0, delta: {}, finish_reason: reply.toolCall ? 'tool_calls' : 'stop' }],
    });
    if (body.stream_options?.include_usage) {
      send({
        ...base,
        choices: [],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: words(reply.text) || 1,
          total_tokens: promptTokens + (words(reply.text) || 1),
        },
      });
    }
    res.end('data: [DONE]\n\n');
  }

  async function transcription(req: http.IncomingMessage, raw: Buffer, res: http.ServerResponse) {
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: raw,
    }).formData();
    const file = form.get('file');
    const size = file instanceof Blob ? file.size : 0;
    const language = (form.get('language') as string | null) ?? 'en';
    return json(res, 200, {
      text: `Fake transcript of ${size} bytes. Second segment.`,
      language,
      duration: 4,
      segments: [
        { id: 0, start: 0, end: 2, text: ` Fake transcript of ${size} bytes.` },
        { id: 1, start: 2, end: 4, text: ' Second segment.' },
      ],
    });
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const path = (req.url ?? '').replace(/\?.*$/, '');
      const isJson = req.headers['content-type']?.includes('application/json');
      const body: unknown = isJson && raw.length ? JSON.parse(raw.toString('utf8')) : null;
      fake.requests.push({ path, authorization: req.headers.authorization, body });
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return json(res, 401, { error: { message: 'Incorrect API key provided.' } });
      }
      if (req.method === 'GET' && path === '/v1/models') {
        return json(res, 200, {
          object: 'list',
          data: FAKE_MODELS.map((id) => ({ id, object: 'model', owned_by: 'fake' })),
        });
      }
      const model = /^\/v1\/models\/(.+)$/.exec(path)?.[1];
      if (req.method === 'GET' && model) {
        return json(res, 200, {
          id: model,
          object: 'model',
          owned_by: 'fake',
          ...(model === FAKE_AUDIO_MODEL ? { input_modalities: ['text', 'audio'] } : {}),
        });
      }
      if (req.method === 'POST' && path === '/v1/chat/completions') {
        return chat(body as ChatBody, res);
      }
      if (req.method === 'POST' && path === '/v1/audio/transcriptions') {
        return transcription(req, raw, res);
      }
      if (req.method === 'POST' && path === '/v1/embeddings') {
        const input = (body as { input: string | string[] }).input;
        const texts = Array.isArray(input) ? input : [input];
        return json(res, 200, {
          object: 'list',
          data: texts.map((t, index) => ({
            object: 'embedding',
            index,
            embedding: fakeEmbedding(t),
          })),
          usage: { prompt_tokens: texts.reduce((n, t) => n + words(t), 0) },
        });
      }
      json(res, 404, { error: { message: `no route ${req.method} ${path}` } });
    })().catch(() => {
      if (!res.headersSent) json(res, 500, { error: { message: 'fake crashed' } });
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
