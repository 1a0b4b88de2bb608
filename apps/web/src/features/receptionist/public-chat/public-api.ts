import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  GuidedRequest,
  GuidedResponse,
  Locale,
  PublicChatInfo,
  PublicConversation,
  PublicReply,
  PublicTurn,
} from '@dermadesk/contracts';
import { createApiClient } from '../../../lib/api/api-client';

/** The public page's client: no account, so no token and no organisation header. */
const publicApi = createApiClient({
  tokens: { get: () => null, set() {}, clear() {}, subscribe: () => () => {} },
  getOrgId: () => null,
  tokenEndpoint: '',
  clientId: '',
  onSessionExpired() {},
});

const base = (key: string) => `/api/v1/public/receptionist/${encodeURIComponent(key)}`;

export const publicInfoQuery = (key: string) =>
  queryOptions({
    queryKey: ['public-booking', key] as const,
    queryFn: ({ signal }) => publicApi.get<PublicChatInfo>(base(key), { signal }),
    retry: false,
  });

export function usePublicInfo(key: string) {
  return useQuery(publicInfoQuery(key));
}

export function usePublicGuided(key: string) {
  return useMutation({
    mutationFn: (body: GuidedRequest) =>
      publicApi.post<GuidedResponse>(`${base(key)}/guided`, body),
  });
}

export const startPublicConversation = (key: string, language: Locale) =>
  publicApi.post<PublicConversation>(`${base(key)}/conversations`, { language });

export function usePublicTurn(key: string) {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PublicTurn }) =>
      publicApi.post<PublicReply>(`${base(key)}/conversations/${id}/messages`, body),
  });
}
