import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiSettings } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

export function getAiSettings(signal?: AbortSignal): Promise<AiSettings> {
  return api.get<AiSettings>('/api/v1/ai/settings', { signal });
}

export const aiSettingsQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: ['ai', orgId, 'settings'] as const,
    queryFn: ({ signal }) => getAiSettings(signal),
    enabled: Boolean(orgId),
  });

export function useAiSettings() {
  const { currentOrgAccess } = useAccount();
  return useQuery(aiSettingsQuery(currentOrgAccess));
}

/** Every settings change answers with the whole settings: they replace the cached copy. */
export function useAiSettingsUpdate<V>(update: (values: V) => Promise<AiSettings>) {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: update,
    onSuccess: (settings) =>
      queryClient.setQueryData(aiSettingsQuery(currentOrgAccess).queryKey, settings),
  });
}
