import { APIError } from 'openai';
import { aiEnvVariables, aiKinds, type AiKind, type AiProviderStatus } from '@dermadesk/contracts';
import type { AiConfig, AiEndpointDefaults } from '../config.js';
import { AppError } from '../lib/app-error.js';
import type { OrgActor } from '../lib/request-context.js';
import type { AuditTrail } from '../platform/audit/audit-trail.js';
import {
  usageMonth,
  type AiSettingsRepository,
  type PolicyRow,
  type ProviderRow,
} from './ai-settings.repository.js';
import type { OrgLimiter } from './org-limiter.js';
import {
  createOpenAiChatModel,
  createOpenAiEmbedder,
  createOpenAiTranscriber,
  modelAcceptsAudio,
} from './openai-compatible.js';
import type { EgressGuard } from '../platform/egress/egress-guard.js';
import type { OrgId } from '../platform/tenancy/org-id.js';
import type { OrgScope } from '../platform/tenancy/org-scope.js';
import type { SecretBox } from './secret-box.js';
import type {
  ChatEvent,
  ChatModel,
  ChatRequest,
  EmbeddingRequest,
  ProviderEndpoint,
  ProviderOptions,
  TokenUsage,
  Transcript,
  TranscriptionRequest,
} from './types.js';

export type ResolvedProvider =
  | { status: 'ready'; endpoint: ProviderEndpoint }
  | { status: Exclude<AiProviderStatus, 'ready'>; model: string | null };

/**
 * The endpoint one organisation would use for one kind: its own values over the environment's.
 * The environment's key is only ever sent to the environment's base URL, never to an address an
 * organisation admin typed in.
 */
export function endpointOf(
  row: ProviderRow | undefined,
  defaults: AiEndpointDefaults,
  box: SecretBox,
): ProviderEndpoint | null {
  const baseUrl = row?.baseUrl ?? defaults.baseUrl;
  const model = row?.model ?? defaults.model;
  if (!baseUrl || !model) return null;
  const apiKey = row?.apiKeyCipher
    ? box.open(row.apiKeyCipher)
    : row?.baseUrl
      ? undefined
      : defaults.apiKey;
  return { baseUrl, apiKey, model };
}

export function resolveProvider(
  row: ProviderRow | undefined,
  defaults: AiEndpointDefaults,
  box: SecretBox,
): ResolvedProvider {
  const endpoint = endpointOf(row, defaults, box);
  if (!endpoint) return { status: 'not-configured', model: row?.model ?? defaults.model ?? null };
  if (!row?.enabled) return { status: 'disabled', model: endpoint.model };
  return { status: 'ready', endpoint };
}

/**
 * The organisation's budget once its admin has saved limits (null: no cap); the environment's
 * default until then.
 */
export function monthlyBudget(policy: PolicyRow | undefined, config: AiConfig): number | null {
  return policy ? policy.monthlyTokenBudget : (config.defaultMonthlyTokenBudget ?? null);
}

export interface AiGatewayDeps {
  settings: OrgScope<AiSettingsRepository>;
  config: AiConfig;
  box: SecretBox;
  audit: AuditTrail;
  egress: EgressGuard;
  /** Calls in flight per organisation, counted in the database (every process shares it). */
  limiter: OrgLimiter;
}

/** A chat call admitted under the organisation's limits; stream once, or release unused. */
export interface ChatSession {
  model: string;
  stream(request: ChatRequest): AsyncIterable<ChatEvent>;
  release(): void;
}

/** Provider errors as our own: the status only, never the provider's body or a stack. */
export function providerFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status: number | undefined =
    error instanceof APIError ? (error.status as number) : undefined;
  return new AppError(
    'AI_PROVIDER_FAILED',
    status ? `The AI provider answered with status ${status}.` : 'The AI provider did not answer.',
    { providerStatus: status ?? null },
  );
}

/**
 * The only way features reach a model: checks that the organisation enabled the provider, its
 * concurrency limit and monthly token budget, then records token usage and an audit event
 * (feature, model, tokens; never the content) for every call.
 */
export function createAiGateway(deps: AiGatewayDeps) {
  const { settings, config, box, audit, egress, limiter } = deps;
  const options: ProviderOptions = {
    timeoutMs: config.timeoutMs,
    maxRetries: config.maxRetries,
    egress,
  };

  async function resolve(orgId: OrgId, kind: AiKind) {
    return resolveProvider(await settings({ orgId }).provider(kind), config.defaults[kind], box);
  }

  /** The organisation's endpoint for one kind, or 503 naming what to configure or enable. */
  async function ready(orgId: OrgId, kind: AiKind): Promise<ProviderEndpoint> {
    const resolved = await resolve(orgId, kind);
    if (resolved.status !== 'ready') {
      const env = aiEnvVariables[kind];
      throw new AppError(
        'AI_UNAVAILABLE',
        resolved.status === 'disabled'
          ? `The ${kind} provider is not enabled for this organisation: an admin enables it in AI settings.`
          : `No ${kind} provider is configured: set ${env.baseUrl} and ${env.model} (and ${env.apiKey} if it needs one), or configure one in AI settings.`,
        { kind, status: resolved.status, env: [env.baseUrl, env.model, env.apiKey] },
      );
    }
    return resolved.endpoint;
  }

  async function admit(ctx: OrgActor, kind: AiKind) {
    const endpoint = await ready(ctx.orgId, kind);
    const repo = settings(ctx);
    const policy = await repo.policy();
    const budget = monthlyBudget(policy, config);
    if (budget !== null) {
      const used = await repo.usage(usageMonth());
      if (used >= budget) {
        throw new AppError(
          'AI_BUDGET_EXCEEDED',
          `This organisation has used its AI budget for the month (${used} of ${budget} tokens).`,
          { used, budget },
        );
      }
    }
    const limit = policy?.concurrencyLimit ?? config.defaultConcurrency;
    const release = await limiter.tryAcquire(ctx.orgId, limit);
    if (!release) {
      throw new AppError(
        'AI_BUSY',
        `This organisation already has ${limit} AI requests running: try again in a moment.`,
        { limit },
      );
    }
    return { endpoint, release };
  }

  async function record(
    ctx: OrgActor,
    call: { kind: AiKind; feature: string; model: string; usage: TokenUsage; outcome: string },
  ) {
    const tokens = call.usage.promptTokens + call.usage.completionTokens;
    await settings(ctx).addUsage(usageMonth(), tokens);
    await audit.record(ctx, 'ai-call', {
      type: 'ai',
      details: {
        feature: call.feature,
        kind: call.kind,
        model: call.model,
        promptTokens: call.usage.promptTokens,
        completionTokens: call.usage.completionTokens,
        outcome: call.outcome,
      },
    });
  }

  async function oneShot<T>(
    ctx: OrgActor,
    kind: AiKind,
    feature: string,
    run: (endpoint: ProviderEndpoint) => Promise<{ value: T; usage: TokenUsage }>,
  ): Promise<T> {
    const { endpoint, release } = await admit(ctx, kind);
    try {
      const { value, usage } = await run(endpoint);
      await record(ctx, { kind, feature, model: endpoint.model, usage, outcome: 'complete' });
      return value;
    } catch (e) {
      const none = { promptTokens: 0, completionTokens: 0 };
      await record(ctx, { kind, feature, model: endpoint.model, usage: none, outcome: 'failed' });
      throw providerFailure(e);
    } finally {
      release();
    }
  }

  return {
    resolve,

    /** Throws the 503 a call would get when the kind is not ready, before any work starts. */
    assertReady: async (orgId: OrgId, kind: AiKind) => {
      await ready(orgId, kind);
    },

    async status(orgId: OrgId) {
      return Promise.all(
        aiKinds.map(async (kind) => {
          const r = await resolve(orgId, kind);
          return {
            kind,
            status: r.status,
            model: r.status === 'ready' ? r.endpoint.model : r.model,
          };
        }),
      );
    },

    /** The organisation's chat model is ready and says it takes audio input. */
    async chatAcceptsAudio(orgId: OrgId): Promise<boolean> {
      const resolved = await resolve(orgId, 'chat');
      return resolved.status === 'ready' && modelAcceptsAudio(resolved.endpoint, options);
    },

    async openChat(ctx: OrgActor, feature: string): Promise<ChatSession> {
      const { endpoint, release } = await admit(ctx, 'chat');
      let model: ChatModel;
      try {
        model = createOpenAiChatModel(endpoint, options);
      } catch (e) {
        release();
        throw providerFailure(e);
      }
      return {
        model: endpoint.model,
        release,
        async *stream(request) {
          let usage: TokenUsage = { promptTokens: 0, completionTokens: 0 };
          let outcome = 'failed';
          try {
            for await (const event of model.stream(request)) {
              if (event.type === 'end') {
                usage = event.usage;
                outcome = event.finishReason === 'aborted' ? 'aborted' : 'complete';
              }
              yield event;
            }
          } catch (e) {
            throw providerFailure(e);
          } finally {
            release();
            await record(ctx, { kind: 'chat', feature, model: endpoint.model, usage, outcome });
          }
        },
      };
    },

    transcribe: (ctx: OrgActor, feature: string, request: TranscriptionRequest) =>
      oneShot<Transcript>(ctx, 'transcription', feature, async (endpoint) => {
        const transcript = await createOpenAiTranscriber(endpoint, options).transcribe(request);
        // Speech APIs bill by audio time, not tokens: count none against the token budget.
        return { value: transcript, usage: { promptTokens: 0, completionTokens: 0 } };
      }),

    embed: (ctx: OrgActor, feature: string, request: EmbeddingRequest) =>
      oneShot<number[][]>(ctx, 'embeddings', feature, async (endpoint) => {
        const { vectors, usage } = await createOpenAiEmbedder(endpoint, options).embed(request);
        return { value: vectors, usage };
      }),

    options,
  };
}
export type AiGateway = ReturnType<typeof createAiGateway>;
