import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { uploadDetailKey } from './get-upload';

export function commentImage(imageId: number, userResult: string): Promise<null> {
  return api.post<null>(`/api/v1/uploads/image/${imageId}`, { userResult });
}

/** Saves the clinician's comment on one image, then reloads the upload's images. */
export function useCommentImage(uploadId: number) {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: ({ imageId, text }: { imageId: number; text: string }) =>
      commentImage(imageId, text),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: uploadDetailKey(currentOrgAccess, uploadId) }),
  });
}
