import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ConversationSummary } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

export function listConversations(
  q: string,
  signal?: AbortSignal,
): Promise<{ items: ConversationSummary[] }> {
  return api.get('/api/v1/assistant/conversations', { query: { q: q || undefined }, signal });
}

/** Every list and every conversation of one organisation (what a change invalidates). */
export const conversationsKey = (orgId: string | null) =>
  ['assistant', orgId, 'conversations'] as const;

export const conversationListQuery = (orgId: string | null, q: string) =>
  queryOptions({
    queryKey: [...conversationsKey(orgId), 'list', q] as const,
    queryFn: ({ signal }) => listConversations(q, signal),
    enabled: Boolean(orgId),
    // Typing in the search keeps the previous matches on screen.
    placeholderData: keepPreviousData,
  });

export function useConversations(q: string) {
  const { currentOrgAccess } = useAccount();
  return useQuery(conversationListQuery(currentOrgAccess, q));
}

/** A change to a conversation refreshes every list (titles, order) and open conversation. */
export function useConversationsMutation<V = void, R = unknown>(change: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: conversationsKey(currentOrgAccess) }),
  });
}
