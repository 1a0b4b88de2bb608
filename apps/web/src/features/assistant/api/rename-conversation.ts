import type { ConversationSummary } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';
import { useConversationsMutation } from './list-conversations';

export function renameConversation(id: string, title: string): Promise<ConversationSummary> {
  return api.request<ConversationSummary>(
    `/api/v1/assistant/conversations/${encodeURIComponent(id)}`,
    { method: 'PATCH', body: { title } },
  );
}

export function useRenameConversation() {
  return useConversationsMutation(({ id, title }: { id: string; title: string }) =>
    renameConversation(id, title),
  );
}
