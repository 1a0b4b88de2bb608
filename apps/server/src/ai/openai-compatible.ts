import OpenAI, { toFile } from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type {
  ChatEvent,
  ChatMessage,
  ChatModel,
  ChatRequest,
  Embedder,
  ProviderEndpoint,
  ProviderOptions,
  ToolCall,
  Transcriber,
  Transcript,
} from './types.js';

/** Inputs per embeddings request: small enough for self-hosted servers' batch limits. */
const EMBEDDING_BATCH = 64;

/**
 * One client per endpoint. The official SDK does the time-out, and the retries with exponential
 * backoff on 408/409/429/5xx that honour `Retry-After`; it never retries once a stream has begun.
 */
function clientFor(endpoint: ProviderEndpoint, options: ProviderOptions): OpenAI {
  return new OpenAI({
    // Checked again here for addresses stored before the contract refused queries and fragments.
    baseURL: options.egress.parseBaseUrl(endpoint.baseUrl).href.replace(/\/$/, ''),
    // Prompts carry patient data and requests carry the key: a redirect is a failure, not a hop.
    fetch: options.egress.fetcher('refuse'),
    // Self-hosted servers often need no key, but the SDK insists on one.
    apiKey: endpoint.apiKey ?? 'not-set',
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
    // Our own audit and logs record calls; the SDK's logger could print request details.
    logLevel: 'off',
  });
}

function toOpenAiMessage(m: ChatMessage): ChatCompletionMessageParam {
  switch (m.role) {
    case 'tool':
      return { role: 'tool', tool_call_id: m.toolCallId, content: m.content };
    case 'assistant':
      return {
        role: 'assistant',
        content: m.content,
        ...(m.toolCalls?.length
          ? {
              tool_calls: m.toolCalls.map((c) => ({
                id: c.id,
                type: 'function' as const,
                function: { name: c.name, arguments: c.arguments },
              })),
            }
          : {}),
      };
    case 'system':
      return { role: 'system', content: m.content };
    case 'user':
      return m.audio
        ? {
            role: 'user',
            content: [
              { type: 'text', text: m.content },
              {
                type: 'input_audio',
                input_audio: { data: m.audio.data.toString('base64'), format: m.audio.format },
              },
            ],
          }
        : { role: 'user', content: m.content };
  }
}

/** Rough count for servers that do not report usage: about four characters per token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Tool calls arrive in pieces keyed by index; this joins them. */
function collectToolCall(
  pending: Map<number, ToolCall>,
  delta: NonNullable<ChatCompletionChunk['choices'][number]['delta']['tool_calls']>[number],
) {
  const call = pending.get(delta.index) ?? { id: '', name: '', arguments: '' };
  if (delta.id) call.id = delta.id;
  if (delta.function?.name) call.name += delta.function.name;
  if (delta.function?.arguments) call.arguments += delta.function.arguments;
  pending.set(delta.index, call);
}

export function createOpenAiChatModel(
  endpoint: ProviderEndpoint,
  options: ProviderOptions,
): ChatModel {
  const client = clientFor(endpoint, options);
  return {
    model: endpoint.model,
    async *stream(request: ChatRequest): AsyncIterable<ChatEvent> {
      const tools: ChatCompletionTool[] | undefined = request.tools?.map((t) => ({
        type: 'function',
        function: { name: t.name, description: t.description, parameters: t.parameters },
      }));
      const stream = await client.chat.completions.create(
        {
          model: endpoint.model,
          messages: request.messages.map(toOpenAiMessage),
          stream: true,
          stream_options: { include_usage: true },
          ...(tools?.length ? { tools } : {}),
          ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
          ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
        },
        { signal: request.signal },
      );
      const pendingCalls = new Map<number, ToolCall>();
      let usage: { prompt_tokens: number; completion_tokens: number } | undefined;
      let finishReason: string | null = null;
      let produced = '';
      for await (const chunk of stream) {
        if (chunk.usage) usage = chunk.usage;
        const choice = chunk.choices[0];
        if (!choice) continue;
        if (choice.finish_reason) finishReason = choice.finish_reason;
        const text = choice.delta?.content;
        if (text) {
          produced += text;
          yield { type: 'token', text };
        }
        for (const call of choice.delta?.tool_calls ?? []) collectToolCall(pendingCalls, call);
      }
      // The SDK ends the iteration quietly on abort; say so, and still count what was produced.
      if (request.signal?.aborted) finishReason = 'aborted';
      for (const call of pendingCalls.values()) {
        produced += call.arguments;
        yield { type: 'tool-call', call };
      }
      yield {
        type: 'end',
        finishReason,
        usage: usage
          ? { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens }
          : {
              promptTokens: estimateTokens(request.messages.map((m) => m.content).join('\n')),
              completionTokens: estimateTokens(produced),
            },
      };
    },
  };
}

interface VerboseTranscription {
  text: string;
  language?: string;
  duration?: number;
  segments?: { start: number; end: number; text: string }[];
}

export function createOpenAiTranscriber(
  endpoint: ProviderEndpoint,
  options: ProviderOptions,
): Transcriber {
  const client = clientFor(endpoint, options);
  return {
    model: endpoint.model,
    async transcribe(request): Promise<Transcript> {
      const file = await toFile(request.audio, request.fileName, { type: request.mimeType });
      // verbose_json carries timed segments; whisper servers and hosted APIs both support it.
      const result = (await client.audio.transcriptions.create(
        {
          file,
          model: endpoint.model,
          response_format: 'verbose_json',
          timestamp_granularities: ['segment'],
          ...(request.language ? { language: request.language } : {}),
        },
        { signal: request.signal },
      )) as VerboseTranscription;
      const duration = result.duration ?? null;
      const segments = result.segments?.length
        ? result.segments.map((s) => ({ start: s.start, end: s.end, text: s.text.trim() }))
        : [{ start: 0, end: duration ?? 0, text: result.text.trim() }];
      return {
        text: result.text.trim(),
        language: result.language ?? request.language ?? null,
        segments,
        durationSeconds: duration,
      };
    },
  };
}

export function createOpenAiEmbedder(
  endpoint: ProviderEndpoint,
  options: ProviderOptions,
): Embedder {
  const client = clientFor(endpoint, options);
  return {
    model: endpoint.model,
    async embed({ texts, signal }) {
      const vectors: number[][] = [];
      let promptTokens = 0;
      for (let i = 0; i < texts.length; i += EMBEDDING_BATCH) {
        const batch = texts.slice(i, i + EMBEDDING_BATCH);
        const res = await client.embeddings.create(
          { model: endpoint.model, input: batch, encoding_format: 'float' },
          { signal },
        );
        const ordered = [...res.data].sort((a, b) => a.index - b.index);
        vectors.push(...ordered.map((d) => d.embedding));
        promptTokens += res.usage?.prompt_tokens ?? estimateTokens(batch.join('\n'));
      }
      return { vectors, usage: { promptTokens, completionTokens: 0 } };
    },
  };
}

/**
 * Whether the endpoint's model says it takes audio input. Servers describe a model differently:
 * `input_modalities` (top level or under `architecture`), `modalities.input`, or
 * `supports_audio_input`; a model that says none of these, or a server that does not answer,
 * counts as text only.
 */
export async function modelAcceptsAudio(
  endpoint: ProviderEndpoint,
  options: ProviderOptions,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    const m = (await clientFor(endpoint, { ...options, maxRetries: 0 }).models.retrieve(
      endpoint.model,
      { signal },
    )) as unknown as Record<string, unknown>;
    const listed = (v: unknown) => Array.isArray(v) && v.includes('audio');
    const nested = (v: unknown, key: string) =>
      typeof v === 'object' && v !== null && listed((v as Record<string, unknown>)[key]);
    return (
      listed(m.input_modalities) ||
      nested(m.architecture, 'input_modalities') ||
      nested(m.modalities, 'input') ||
      m.supports_audio_input === true
    );
  } catch {
    return false;
  }
}

/** The models an endpoint lists: the cheapest call that proves address and key work. */
export async function listModels(
  endpoint: Omit<ProviderEndpoint, 'model'>,
  options: ProviderOptions,
  signal?: AbortSignal,
): Promise<string[]> {
  const client = clientFor({ ...endpoint, model: '' }, options);
  const ids: string[] = [];
  for await (const m of client.models.list({ signal })) ids.push(m.id);
  return ids;
}
