import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicLink } from '@dermadesk/contracts';
import { useAccount } from '../../../../lib/account/account-store';
import { api } from '../../../../lib/api/client';
import { receptionistKey } from '../../api/receptionist-keys';

const base = '/api/v1/receptionist/public-link';

export const publicLinkQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: [...receptionistKey(orgId), 'public-link'] as const,
    queryFn: ({ signal }) => api.get<PublicLink>(base, { signal }),
    enabled: Boolean(orgId),
  });

export function usePublicLink() {
  const { currentOrgAccess } = useAccount();
  return useQuery(publicLinkQuery(currentOrgAccess));
}

export function useRotatePublicLink() {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: () => api.post<PublicLink>(`${base}/rotate`),
    onSuccess: (data) => queryClient.setQueryData(publicLinkQuery(currentOrgAccess).queryKey, data),
  });
}
