import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobFailure } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

/** `GET /api/v1/orgs/{orgId}/jobs/failed`: newest first (organisation admins only). */
export function getFailedJobs(orgId: string, signal?: AbortSignal): Promise<JobFailure[]> {
  return api.get<JobFailure[]>(`/api/v1/orgs/${encodeURIComponent(orgId)}/jobs/failed`, {
    signal,
    query: { limit: 200 },
  });
}

export const failedJobsQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: ['jobs', orgId, 'failed'] as const,
    queryFn: ({ signal }) => getFailedJobs(orgId!, signal),
    enabled: Boolean(orgId),
  });

export function useFailedJobs() {
  const { currentOrgAccess } = useAccount();
  return useQuery(failedJobsQuery(currentOrgAccess));
}
