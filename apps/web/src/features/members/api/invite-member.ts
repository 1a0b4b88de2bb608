import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation, OrgRole } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { orgInvitationsQuery } from './get-org-invitations';

/** `POST /api/v1/orgs/{orgId}/members`: invites an address; it stays pending until accepted. */
export function inviteMember(orgId: string, email: string, role: OrgRole): Promise<Invitation> {
  return api.post<Invitation>(`/api/v1/orgs/${encodeURIComponent(orgId)}/members`, {
    email,
    role,
  });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: ({ email, role }: { email: string; role: OrgRole }) =>
      inviteMember(currentOrgAccess!, email, role),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: orgInvitationsQuery(currentOrgAccess).queryKey }),
  });
}
