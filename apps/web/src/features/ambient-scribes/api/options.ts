import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScribeOptions, ScribeOptionsView } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

const OPTIONS = '/api/v1/scribe/options';

const optionsQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: ['scribe', orgId, 'options'] as const,
    queryFn: ({ signal }) => api.get<ScribeOptionsView>(OPTIONS, { signal }),
    enabled: Boolean(orgId),
  });

/** My transcription and drafting options, and whether the chat model hears audio. */
export function useScribeOptions() {
  const { currentOrgAccess } = useAccount();
  return useQuery(optionsQuery(currentOrgAccess));
}

export function useSaveScribeOptions() {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  const key = optionsQuery(currentOrgAccess).queryKey;
  return useMutation({
    mutationFn: (body: ScribeOptions) => api.put<ScribeOptionsView>(OPTIONS, body),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
