import type { ConversationSummary } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';
import { useConversationsMutation } from '../../../components/conversations/conversations-api';

/** Untitled: the server names it after its first message. */
export function createConversation(): Promise<ConversationSummary> {
  return api.post<ConversationSummary>('/api/v1/assistant/conversations', {});
}

export function useCreateConversation() {
  return useConversationsMutation('assistant', createConversation);
}
