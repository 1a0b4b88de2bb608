import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

/** `GET /api/v1/orgs/{orgId}/invitations`: the organisation's pending invitations (admins only). */
export function getOrgInvitations(orgId: string, signal?: AbortSignal): Promise<Invitation[]> {
  return api.get<Invitation[]>(`/api/v1/orgs/${encodeURIComponent(orgId)}/invitations`, {
    signal,
  });
}

export const orgInvitationsQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: ['members', orgId, 'invitations'] as const,
    queryFn: ({ signal }) => getOrgInvitations(orgId!, signal),
    enabled: Boolean(orgId),
  });

export function useOrgInvitations() {
  const { currentOrgAccess } = useAccount();
  return useQuery(orgInvitationsQuery(currentOrgAccess));
}
