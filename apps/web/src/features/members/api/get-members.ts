import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Member } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

/** `GET /api/v1/orgs/{orgId}/members` (organisation admins only). */
export function getMembers(orgId: string, signal?: AbortSignal): Promise<Member[]> {
  return api.get<Member[]>(`/api/v1/orgs/${encodeURIComponent(orgId)}/members`, { signal });
}

export const membersQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: ['members', orgId, 'list'] as const,
    queryFn: ({ signal }) => getMembers(orgId!, signal),
    enabled: Boolean(orgId),
  });

export function useMembers() {
  const { currentOrgAccess } = useAccount();
  return useQuery(membersQuery(currentOrgAccess));
}
