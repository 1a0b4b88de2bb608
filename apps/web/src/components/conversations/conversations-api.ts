import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { ConversationPage, ConversationSummary } from '@dermadesk/contracts';
import { useAccount } from '../../lib/account/account-store';
import { api } from '../../lib/api/client';

/** The features whose conversations the server keeps under `/api/v1/<feature>/conversations`. */
export type ConversationFeature = 'assistant' | 'copilot';

const base = (feature: ConversationFeature) => `/api/v1/${feature}/conversations`;
const one = (feature: ConversationFeature, id: string) =>
  `${base(feature)}/${encodeURIComponent(id)}`;

/** One page, newest first; `before` is the previous page's `nextCursor`. */
export function listConversations(
  feature: ConversationFeature,
  q: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<ConversationPage> {
  return api.get(base(feature), { query: { q: q || undefined, before }, signal });
}

export function deleteConversation(feature: ConversationFeature, id: string): Promise<null> {
  return api.delete<null>(one(feature, id));
}

export function renameConversation(
  feature: ConversationFeature,
  id: string,
  title: string,
): Promise<ConversationSummary> {
  return api.request<ConversationSummary>(one(feature, id), {
    method: 'PATCH',
    body: { title },
  });
}

/** Every list and every conversation of one feature in one organisation (what a change invalidates). */
export const conversationsKey = (feature: ConversationFeature, orgId: string | null) =>
  [feature, orgId, 'conversations'] as const;

/** Every list (each search's) of one feature in one organisation. */
export const conversationListsKey = (feature: ConversationFeature, orgId: string | null) =>
  [...conversationsKey(feature, orgId), 'list'] as const;

/** One conversation with its messages (each feature fetches its own detail shape under it). */
export const conversationDetailKey = (
  feature: ConversationFeature,
  orgId: string | null,
  id: string | undefined,
) => [...conversationsKey(feature, orgId), 'detail', id] as const;

// A refetch (after a change) reloads each loaded page from the first, following the fresh
// cursors, so a conversation that moved to the top is neither lost nor shown twice.
export const conversationListQuery = (
  feature: ConversationFeature,
  orgId: string | null,
  q: string,
) =>
  infiniteQueryOptions({
    queryKey: [...conversationListsKey(feature, orgId), q] as const,
    queryFn: ({ pageParam, signal }) => listConversations(feature, q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(orgId),
    // Typing in the search keeps the previous matches on screen.
    placeholderData: keepPreviousData,
  });

export function useConversations(feature: ConversationFeature, q: string) {
  const { currentOrgAccess } = useAccount();
  return useInfiniteQuery(conversationListQuery(feature, currentOrgAccess, q));
}

/** A change to a conversation refreshes every list (titles, order) and open conversation. */
export function useConversationsMutation<V = void, R = unknown>(
  feature: ConversationFeature,
  change: (values: V) => Promise<R>,
) {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: conversationsKey(feature, currentOrgAccess) }),
  });
}

/**
 * Refreshes the lists only: the deleted conversation is not fetched again. Its page may still be
 * on screen while the navigation away from it renders (a transition), and refreshing it there
 * asked the server for what it had just deleted (a 404 in the console). Its cached copy is
 * dropped unless still shown: dropping a shown one makes the next render fetch it.
 */
export function useDeleteConversation(feature: ConversationFeature) {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: (id: string) => deleteConversation(feature, id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({
        queryKey: conversationDetailKey(feature, currentOrgAccess, id),
        exact: true,
        type: 'inactive',
      });
      return queryClient.invalidateQueries({
        queryKey: conversationListsKey(feature, currentOrgAccess),
      });
    },
  });
}

export const useRenameConversation = (feature: ConversationFeature) =>
  useConversationsMutation(feature, ({ id, title }: { id: string; title: string }) =>
    renameConversation(feature, id, title),
  );
