import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrgRoleEntry } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { myInvitationsQuery } from './get-my-invitations';

const invitationPath = (id: string, answer: 'accept' | 'decline') =>
  `/api/v1/users/invitations/${encodeURIComponent(id)}/${answer}`;

/** `POST …/accept`: the caller joins the organisation with the invitation's role. */
export function acceptInvitation(id: string): Promise<OrgRoleEntry> {
  return api.post<OrgRoleEntry>(invitationPath(id, 'accept'));
}

/** `POST …/decline`: the invitation is gone; the admins no longer see it pending. */
export function declineInvitation(id: string): Promise<null> {
  return api.post<null>(invitationPath(id, 'decline'));
}

/** Accept (the membership it made) or decline (null). */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  const { id: userId } = useAccount();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      answer === 'accept' ? acceptInvitation(id) : declineInvitation(id),
    // Settled: a 404 means it was withdrawn meanwhile, which the refreshed list shows.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: myInvitationsQuery(userId).queryKey }),
  });
}
