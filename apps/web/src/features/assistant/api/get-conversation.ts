import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDetail } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { conversationDetailKey } from '../../../components/conversations/conversations-api';

export function getConversation(id: string, signal?: AbortSignal): Promise<ConversationDetail> {
  return api.get<ConversationDetail>(`/api/v1/assistant/conversations/${encodeURIComponent(id)}`, {
    signal,
  });
}

export const conversationQuery = (orgId: string | null, id: string | undefined) =>
  queryOptions({
    queryKey: conversationDetailKey('assistant', orgId, id),
    queryFn: ({ signal }) => getConversation(id ?? '', signal),
    enabled: Boolean(orgId && id),
  });

export function useConversation(id: string | undefined) {
  const { currentOrgAccess } = useAccount();
  return useQuery(conversationQuery(currentOrgAccess, id));
}
