import { api } from '../../../lib/api/client';
import { useConversationsMutation } from './list-conversations';

export function deleteConversation(id: string): Promise<null> {
  return api.delete<null>(`/api/v1/assistant/conversations/${encodeURIComponent(id)}`);
}

export function useDeleteConversation() {
  return useConversationsMutation(deleteConversation);
}
