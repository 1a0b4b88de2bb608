import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CopilotSettings } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { copilotSettingsKey } from './list-sources';

export const getSettings = (signal?: AbortSignal) =>
  api.get<CopilotSettings>('/api/v1/copilot/settings', { signal });

export const settingsQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: copilotSettingsKey(orgId),
    queryFn: ({ signal }) => getSettings(signal),
    enabled: Boolean(orgId),
  });

export function useCopilotSettings() {
  const { currentOrgAccess } = useAccount();
  return useQuery(settingsQuery(currentOrgAccess));
}

export function useSaveSelection() {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: (sourceIds: string[]) =>
      api.request<CopilotSettings>('/api/v1/copilot/settings', {
        method: 'PUT',
        body: { sourceIds },
      }),
    onSuccess: (data) => queryClient.setQueryData(settingsQuery(currentOrgAccess).queryKey, data),
  });
}
