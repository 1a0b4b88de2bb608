import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { ConversationPage } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

/** One page, newest first; `before` is the previous page's `nextCursor`. */
export function listConversations(
  q: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<ConversationPage> {
  return api.get('/api/v1/assistant/conversations', {
    query: { q: q || undefined, before },
    signal,
  });
}

/** Every list and every conversation of one organisation (what a change invalidates). */
export const conversationsKey = (orgId: string | null) =>
  ['assistant', orgId, 'conversations'] as const;

// A refetch (after a change) reloads each loaded page from the first, following the fresh
// cursors, so a conversation that moved to the top is neither lost nor shown twice.
export const conversationListQuery = (orgId: string | null, q: string) =>
  infiniteQueryOptions({
    queryKey: [...conversationsKey(orgId), 'list', q] as const,
    queryFn: ({ pageParam, signal }) => listConversations(q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(orgId),
    // Typing in the search keeps the previous matches on screen.
    placeholderData: keepPreviousData,
  });

export function useConversations(q: string) {
  const { currentOrgAccess } = useAccount();
  return useInfiniteQuery(conversationListQuery(currentOrgAccess, q));
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
