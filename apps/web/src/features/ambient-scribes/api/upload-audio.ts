import type { EncounterDetail } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';
import { trackUploadProgress } from '../../../lib/api/upload-progress';
import { encounterPath, useEncountersMutation } from './list-encounters';

export function uploadAudio(v: {
  id: string;
  file: File;
  onProgress: (fraction: number) => void;
}): Promise<EncounterDetail> {
  const form = new FormData();
  form.append('File', v.file);
  return api.post(`${encounterPath(v.id)}/audio`, trackUploadProgress(form, v.onProgress));
}

export const useUploadAudio = () => useEncountersMutation(uploadAudio);
