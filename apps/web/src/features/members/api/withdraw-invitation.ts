import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { orgInvitationsQuery } from './get-org-invitations';

/** `DELETE /api/v1/orgs/{orgId}/invitations/{id}`: the invitation can no longer be accepted. */
export function withdrawInvitation(orgId: string, invitationId: string): Promise<null> {
  return api.delete<null>(
    `/api/v1/orgs/${encodeURIComponent(orgId)}/invitations/${encodeURIComponent(invitationId)}`,
  );
}

export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: (invitationId: string) => withdrawInvitation(currentOrgAccess!, invitationId),
    // Settled: a 404 means it was accepted, declined or withdrawn meanwhile, which the list shows.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: orgInvitationsQuery(currentOrgAccess).queryKey }),
  });
}
