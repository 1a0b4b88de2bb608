import { performance } from 'node:perf_hooks';
import {
  aiKinds,
  type AiConnectionTest,
  type AiKind,
  type AiSettings,
  type AiStatus,
  type UpdateAiPolicy,
  type UpdateAiProvider,
} from '@dermadesk/contracts';
import type { AiConfig } from '../../config.js';
import type { OrgContext } from '../../lib/request-context.js';
import {
  endpointOf,
  monthlyBudget,
  providerFailure,
  resolveProvider,
  type AiGateway,
} from '../../ai/ai-gateway.js';
import {
  usageMonth,
  type AiSettingsRepository,
  type ProviderPatch,
} from '../../ai/ai-settings.repository.js';
import { listModels } from '../../ai/openai-compatible.js';
import type { SecretBox } from '../../ai/secret-box.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import { DEFAULT_ASSISTANT_SYSTEM_PROMPT } from '../../ai/default-system-prompt.js';

/** A connection test should answer quickly: one try, short time-out. */
const TEST_TIMEOUT_MS = 10_000;

export function createAiSettingsService(deps: {
  settings: OrgScope<AiSettingsRepository>;
  audit: AuditTrail;
  config: AiConfig;
  box: SecretBox;
  gateway: AiGateway;
}) {
  const { config, box, gateway, audit } = deps;

  async function settings(ctx: OrgContext): Promise<AiSettings> {
    const repo = deps.settings(ctx);
    const [rows, policy, tokens] = await Promise.all([
      repo.providers(),
      repo.policy(),
      repo.usage(usageMonth()),
    ]);
    return {
      providers: aiKinds.map((kind) => {
        const row = rows.find((r) => r.kind === kind);
        const defaults = config.defaults[kind];
        return {
          kind,
          enabled: row?.enabled ?? false,
          organisation: {
            baseUrl: row?.baseUrl ?? null,
            model: row?.model ?? null,
            keySet: Boolean(row?.apiKeyCipher),
          },
          defaults: {
            baseUrl: defaults.baseUrl ?? null,
            model: defaults.model ?? null,
            keySet: Boolean(defaults.apiKey),
          },
          status: resolveProvider(row, defaults, box).status,
        };
      }),
      monthlyTokenBudget: monthlyBudget(policy, config),
      concurrencyLimit: policy?.concurrencyLimit ?? config.defaultConcurrency,
      systemPrompt: policy?.systemPrompt ?? null,
      defaultSystemPrompt: DEFAULT_ASSISTANT_SYSTEM_PROMPT,
      usage: { month: usageMonth(), tokens },
    };
  }

  return {
    settings,

    async status(ctx: OrgContext): Promise<AiStatus> {
      return { providers: await gateway.status(ctx.orgId), canConfigure: ctx.role === 'admin' };
    },

    async updateProvider(ctx: OrgContext, kind: AiKind, patch: UpdateAiProvider) {
      const { apiKey, ...rest } = patch;
      const values: ProviderPatch = { ...rest };
      if (apiKey !== undefined) values.apiKeyCipher = apiKey === null ? null : box.seal(apiKey);
      await deps.settings(ctx).upsertProvider(kind, values);
      // The audit names what changed, never the key itself.
      await audit.record(ctx, 'update', {
        type: 'ai-provider',
        id: kind,
        details: {
          fields: Object.keys(patch),
          ...(patch.enabled === undefined ? {} : { enabled: patch.enabled }),
        },
      });
      return settings(ctx);
    },

    async updatePolicy(ctx: OrgContext, patch: UpdateAiPolicy) {
      // The first save starts from the environment's budget unless it sets one itself.
      const repo = deps.settings(ctx);
      const first = !(await repo.policy());
      const budget = first ? { monthlyTokenBudget: config.defaultMonthlyTokenBudget ?? null } : {};
      await repo.upsertPolicy({ ...budget, ...patch });
      await audit.record(ctx, 'update', {
        type: 'ai-policy',
        id: ctx.orgId,
        details: { fields: Object.keys(patch) },
      });
      return settings(ctx);
    },

    /**
     * Lists the endpoint's models. Allowed before the provider is enabled, so an admin can check
     * it first: it sends no patient content, only the key.
     */
    async test(ctx: OrgContext, kind: AiKind): Promise<AiConnectionTest> {
      const endpoint = endpointOf(
        await deps.settings(ctx).provider(kind),
        config.defaults[kind],
        box,
      );
      if (!endpoint) {
        return { ok: false, latencyMs: 0, models: [], message: `No ${kind} endpoint is set.` };
      }
      const started = performance.now();
      try {
        const models = await listModels(endpoint, {
          timeoutMs: TEST_TIMEOUT_MS,
          maxRetries: 0,
          egress: gateway.options.egress,
        });
        const latencyMs = Math.round(performance.now() - started);
        const listed = models.length === 0 || models.includes(endpoint.model);
        await audit.record(ctx, 'view', {
          type: 'ai-provider-test',
          id: kind,
          details: { ok: true, latencyMs },
        });
        return {
          ok: true,
          latencyMs,
          models,
          message: listed
            ? `Connected to ${endpoint.baseUrl}.`
            : `Connected to ${endpoint.baseUrl}, but it does not list the model "${endpoint.model}".`,
        };
      } catch (e) {
        const latencyMs = Math.round(performance.now() - started);
        await audit.record(ctx, 'view', {
          type: 'ai-provider-test',
          id: kind,
          details: { ok: false, latencyMs },
        });
        return { ok: false, latencyMs, models: [], message: providerFailure(e).message };
      }
    },
  };
}
export type AiSettingsService = ReturnType<typeof createAiSettingsService>;
