import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyInvitation } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

/** `GET /api/v1/users/invitations`: invitations addressed to the signed-in person's e-mail. */
export function getMyInvitations(signal?: AbortSignal): Promise<MyInvitation[]> {
  return api.get<MyInvitation[]>('/api/v1/users/invitations', { signal });
}

export const myInvitationsQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['invitations', userId, 'mine'] as const,
    queryFn: ({ signal }) => getMyInvitations(signal),
    enabled: Boolean(userId),
  });

export function useMyInvitations() {
  const { id } = useAccount();
  return useQuery(myInvitationsQuery(id));
}
