import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HandoverTask } from '@dermadesk/contracts';
import { useAccount } from '../../../../lib/account/account-store';
import { api } from '../../../../lib/api/client';
import { receptionistKey } from '../../api/receptionist-keys';

const base = '/api/v1/receptionist/tasks';
type Status = HandoverTask['status'];

export const tasksQuery = (orgId: string | null, status: Status) =>
  queryOptions({
    queryKey: [...receptionistKey(orgId), 'tasks', status] as const,
    queryFn: ({ signal }) => api.get<HandoverTask[]>(base, { query: { status }, signal }),
    enabled: Boolean(orgId),
  });

export function useTasks(status: Status) {
  const { currentOrgAccess } = useAccount();
  return useQuery(tasksQuery(currentOrgAccess, status));
}

export function useSetTaskStatus() {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: Status }) =>
      api.patch<HandoverTask>(`${base}/${id}`, { status }),
    onSuccess: () =>
      Promise.all(
        (['open', 'done'] as const).map((s) =>
          queryClient.invalidateQueries({ queryKey: tasksQuery(currentOrgAccess, s).queryKey }),
        ),
      ),
  });
}
