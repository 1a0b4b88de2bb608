import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { failedJobsQuery } from './get-failed-jobs';

/** `POST /api/v1/orgs/{orgId}/jobs/failed/{id}/retry`: queues the job again with its input. */
export function retryFailedJob(
  orgId: string,
  failureId: string,
): Promise<{ jobId: string | null }> {
  return api.post<{ jobId: string | null }>(
    `/api/v1/orgs/${encodeURIComponent(orgId)}/jobs/failed/${encodeURIComponent(failureId)}/retry`,
    {},
  );
}

export function useRetryFailedJob() {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: (failureId: string) => retryFailedJob(currentOrgAccess!, failureId),
    // Settled, not only on success: a 409 means someone else retried it, which the list shows.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: failedJobsQuery(currentOrgAccess).queryKey }),
  });
}
