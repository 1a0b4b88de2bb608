import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiStatus } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

export function getAiStatus(signal?: AbortSignal): Promise<AiStatus> {
  return api.get<AiStatus>('/api/v1/ai/status', { signal });
}

export const aiStatusQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: ['ai', orgId, 'status'] as const,
    queryFn: ({ signal }) => getAiStatus(signal),
    enabled: Boolean(orgId),
  });

export function useAiStatus() {
  const { currentOrgAccess } = useAccount();
  return useQuery(aiStatusQuery(currentOrgAccess));
}
