import { useMutation } from '@tanstack/react-query';
import type { DeskConversation, DeskMessage, Locale } from '@dermadesk/contracts';
import { api } from '../../../../lib/api/client';

const base = '/api/v1/receptionist/calls';

export const startCall = (language: Locale) => api.post<DeskConversation>(base, { language });
export const sendUtterance = (id: string, audio: Blob, language: Locale) =>
  api.post<{ messages: DeskMessage[] }>(`${base}/${id}/utterances`, audio, {
    query: { language },
  });
export const endCall = (id: string) => api.post<DeskConversation>(`${base}/${id}/end`);

export function useStartCall() {
  return useMutation({ mutationFn: startCall });
}
export function useEndCall() {
  return useMutation({ mutationFn: endCall });
}
