import type { AiSettings, UpdateAiPolicy } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';
import { useAiSettingsUpdate } from './get-ai-settings';

/** `PUT /api/v1/ai/settings`: budget, concurrency limit, system prompt. */
export function updateAiPolicy(body: UpdateAiPolicy): Promise<AiSettings> {
  return api.request<AiSettings>('/api/v1/ai/settings', { method: 'PUT', body });
}

export function useUpdateAiPolicy() {
  return useAiSettingsUpdate(updateAiPolicy);
}
