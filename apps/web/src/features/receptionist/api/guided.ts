import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuidedRequest, GuidedResponse } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { receptionistKey } from './receptionist-keys';

export const answerGuided = (body: GuidedRequest) =>
  api.post<GuidedResponse>('/api/v1/receptionist/guided', body);

/** One answer in the guided booking; a booking it makes refreshes the calendar. */
export function useGuidedAnswer() {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: answerGuided,
    onSuccess: (data) => {
      if (data.state.step === 'done') {
        void queryClient.invalidateQueries({ queryKey: receptionistKey(currentOrgAccess) });
      }
    },
  });
}
