import type { AiKind, AiSettings, UpdateAiProvider } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';
import { useAiSettingsUpdate } from './get-ai-settings';

/** `PUT /api/v1/ai/settings/providers/{kind}`: absent fields are kept, null clears. */
export function updateAiProvider(kind: AiKind, body: UpdateAiProvider): Promise<AiSettings> {
  return api.request<AiSettings>(`/api/v1/ai/settings/providers/${kind}`, { method: 'PUT', body });
}

export function useUpdateAiProvider(kind: AiKind) {
  return useAiSettingsUpdate((body: UpdateAiProvider) => updateAiProvider(kind, body));
}
