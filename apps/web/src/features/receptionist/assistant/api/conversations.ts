import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssistantStatus,
  AssistantTurn,
  DeskConversation,
  DeskMessage,
  Locale,
} from '@dermadesk/contracts';
import { useAccount } from '../../../../lib/account/account-store';
import { api } from '../../../../lib/api/client';
import { receptionistKey } from '../../api/receptionist-keys';

const base = '/api/v1/receptionist';

export const assistantStatusQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: [...receptionistKey(orgId), 'assistant-status'] as const,
    queryFn: ({ signal }) => api.get<AssistantStatus>(`${base}/assistant/status`, { signal }),
    enabled: Boolean(orgId),
  });

export function useAssistantStatus() {
  const { currentOrgAccess } = useAccount();
  return useQuery(assistantStatusQuery(currentOrgAccess));
}

export const conversationQuery = (orgId: string | null, id: string | null, pollMs = 0) =>
  queryOptions({
    queryKey: [...receptionistKey(orgId), 'conversation', id] as const,
    queryFn: ({ signal }) => api.get<DeskConversation>(`${base}/conversations/${id}`, { signal }),
    enabled: Boolean(orgId && id),
    refetchInterval: pollMs || false,
  });

/** A conversation; `pollMs` while something (a call summary) is still on its way. */
export function useConversation(id: string | null, pollMs = 0) {
  const { currentOrgAccess } = useAccount();
  return useQuery(conversationQuery(currentOrgAccess, id, pollMs));
}

export const startConversation = (language: Locale) =>
  api.post<DeskConversation>(`${base}/conversations`, { language });

export function useStartConversation() {
  return useMutation({ mutationFn: startConversation });
}

export const sendTurn = (id: string, body: AssistantTurn) =>
  api.post<{ messages: DeskMessage[] }>(`${base}/conversations/${id}/messages`, body);

/** One caller turn; a booking the assistant made refreshes the calendar and lists. */
export function useSendTurn() {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AssistantTurn }) => sendTurn(id, body),
    onSuccess: (data) => {
      if (data.messages.some((m) => m.role === 'tool')) {
        void queryClient.invalidateQueries({ queryKey: receptionistKey(currentOrgAccess) });
      }
    },
  });
}
