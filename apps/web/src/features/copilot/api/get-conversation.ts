import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CopilotConversationDetail } from '@dermadesk/contracts';
import { conversationDetailKey } from '../../../components/conversations/conversations-api';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

export function getConversation(
  id: string,
  signal?: AbortSignal,
): Promise<CopilotConversationDetail> {
  return api.get<CopilotConversationDetail>(
    `/api/v1/copilot/conversations/${encodeURIComponent(id)}`,
    { signal },
  );
}

export const conversationQuery = (orgId: string | null, id: string | undefined) =>
  queryOptions({
    queryKey: conversationDetailKey('copilot', orgId, id),
    queryFn: ({ signal }) => getConversation(id ?? '', signal),
    enabled: Boolean(orgId && id),
  });

export function useConversation(id: string | undefined) {
  const { currentOrgAccess } = useAccount();
  return useQuery(conversationQuery(currentOrgAccess, id));
}
