import {
  updateAiPolicySchema,
  updateAiProviderSchema,
  type AiProviderSettings,
  type AiSettings,
  type UpdateAiPolicy,
  type UpdateAiProvider,
} from '@dermadesk/contracts';
import { isApiError } from '../../lib/api/api-error';

export interface ProviderFormValues {
  enabled: boolean;
  baseUrl: string;
  model: string;
  /** Empty keeps the stored key; the stored key itself is never shown. */
  apiKey: string;
}

export function providerFormValues(provider: AiProviderSettings): ProviderFormValues {
  return {
    enabled: provider.enabled,
    baseUrl: provider.organisation.baseUrl ?? '',
    model: provider.organisation.model ?? '',
    apiKey: '',
  };
}

/** An emptied field falls back to the server default (null); an empty key field keeps the key. */
export function providerUpdate(values: ProviderFormValues): UpdateAiProvider {
  const key = values.apiKey.trim();
  return {
    enabled: values.enabled,
    baseUrl: values.baseUrl.trim() || null,
    model: values.model.trim() || null,
    ...(key ? { apiKey: key } : {}),
  };
}

export interface PolicyFormValues {
  monthlyTokenBudget: number | null;
  concurrencyLimit: number;
  useDefaultPrompt: boolean;
  systemPrompt: string;
}

export function policyFormValues(settings: AiSettings): PolicyFormValues {
  return {
    monthlyTokenBudget: settings.monthlyTokenBudget,
    concurrencyLimit: settings.concurrencyLimit,
    useDefaultPrompt: settings.systemPrompt === null,
    // Editing starts from the prompt in force, so a small change need not retype the default.
    systemPrompt: settings.systemPrompt ?? settings.defaultSystemPrompt,
  };
}

export function policyUpdate(values: PolicyFormValues): UpdateAiPolicy {
  return {
    monthlyTokenBudget: values.monthlyTokenBudget ?? null,
    concurrencyLimit: values.concurrencyLimit,
    systemPrompt: values.useDefaultPrompt ? null : values.systemPrompt.trim() || null,
  };
}

/** Form rules from the contract's own field schemas (empty values are checked elsewhere). */
export const fieldSchemas = {
  baseUrl: updateAiProviderSchema.shape.baseUrl,
  model: updateAiProviderSchema.shape.model,
  apiKey: updateAiProviderSchema.shape.apiKey,
  monthlyTokenBudget: updateAiPolicySchema.shape.monthlyTokenBudget,
  concurrencyLimit: updateAiPolicySchema.shape.concurrencyLimit,
  systemPrompt: updateAiPolicySchema.shape.systemPrompt,
};

/**
 * The form fields a 400 names (`details: [{ path: '/baseUrl', message }]`), so the error shows
 * beside the field rather than as a toast.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): F[] {
  if (!isApiError(error) || error.code !== 'BAD_REQUEST' || !Array.isArray(error.details)) {
    return [];
  }
  return (error.details as { path?: unknown }[])
    .map((d) => (typeof d.path === 'string' ? d.path.replace(/^\//, '').split('/')[0] : ''))
    .filter((name): name is F => (fields as readonly (string | undefined)[]).includes(name));
}
