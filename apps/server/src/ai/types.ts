import type { EgressGuard } from '../platform/egress/egress-guard.js';

/**
 * The three things features ask of a model provider. Features depend on these interfaces only,
 * so the vendor (today: any OpenAI-compatible server) can change without touching them.
 */

export type ChatMessage =
  | { role: 'system'; content: string }
  /** `audio`: a recording the model hears with the text (only for models that accept audio). */
  | { role: 'user'; content: string; audio?: { data: Buffer; format: 'wav' } }
  | { role: 'assistant'; content: string; toolCalls?: ToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

/** A function the model may ask us to call; `parameters` is a JSON Schema object. */
export interface ChatTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ToolCall {
  id: string;
  name: string;
  /** The model's arguments as it sent them (JSON text; parse and validate before use). */
  arguments: string;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface ChatRequest {
  messages: ChatMessage[];
  tools?: ChatTool[];
  temperature?: number;
  maxTokens?: number;
  signal?: AbortSignal;
}

/**
 * Streamed in order: any number of `token`s and `tool-call`s, then exactly one `end`, also when
 * the caller aborted (`finishReason: 'aborted'`, usage estimated if the server sent none).
 */
export type ChatEvent =
  | { type: 'token'; text: string }
  | { type: 'tool-call'; call: ToolCall }
  | { type: 'end'; usage: TokenUsage; finishReason: string | null };

export interface ChatModel {
  readonly model: string;
  stream(request: ChatRequest): AsyncIterable<ChatEvent>;
}

export interface TranscriptSegment {
  /** Seconds from the start of the audio. */
  start: number;
  end: number;
  text: string;
}

export interface Transcript {
  text: string;
  language: string | null;
  segments: TranscriptSegment[];
  durationSeconds: number | null;
}

export interface TranscriptionRequest {
  /** The whole recording, or a stream of it. */
  audio: Buffer | NodeJS.ReadableStream;
  fileName: string;
  mimeType: string;
  /** ISO 639-1 hint, e.g. 'fr'; improves accuracy when known. */
  language?: string;
  signal?: AbortSignal;
}

export interface Transcriber {
  readonly model: string;
  transcribe(request: TranscriptionRequest): Promise<Transcript>;
}

export interface EmbeddingRequest {
  texts: string[];
  signal?: AbortSignal;
}

export interface Embedder {
  readonly model: string;
  /** One vector per text, in order; large inputs are sent in batches. */
  embed(request: EmbeddingRequest): Promise<{ vectors: number[][]; usage: TokenUsage }>;
}

/** Where one kind of model is reached. */
export interface ProviderEndpoint {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export interface ProviderOptions {
  timeoutMs: number;
  maxRetries: number;
  /** Every provider request goes through it: the base URL is an organisation admin's choice. */
  egress: EgressGuard;
}
