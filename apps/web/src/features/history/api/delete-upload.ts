import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { uploadsListKey } from './get-uploads';

export function deleteUpload(id: number): Promise<null> {
  return api.delete<null>(`/api/v1/uploads/${id}`);
}

export function useDeleteUpload() {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: deleteUpload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadsListKey(currentOrgAccess) }),
  });
}
