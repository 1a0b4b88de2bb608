import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Timeline } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

export function getTimeline(subjectId: string, signal?: AbortSignal): Promise<Timeline> {
  return api.get<Timeline>(`/api/v1/subjects/${encodeURIComponent(subjectId)}/timeline`, {
    signal,
  });
}

export const timelineQuery = (orgId: string | null, subjectId: string) =>
  queryOptions({
    queryKey: ['subjects', orgId, subjectId, 'timeline'] as const,
    queryFn: ({ signal }) => getTimeline(subjectId, signal),
    enabled: Boolean(orgId) && subjectId.length > 0,
  });

export function useTimeline(subjectId: string) {
  const { currentOrgAccess } = useAccount();
  return useQuery(timelineQuery(currentOrgAccess, subjectId));
}
