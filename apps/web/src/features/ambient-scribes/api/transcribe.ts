import type { EncounterDetail } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';
import { encounterPath, useEncountersMutation } from './list-encounters';

export function transcribe(id: string): Promise<EncounterDetail> {
  return api.post(`${encounterPath(id)}/transcribe`, {});
}

export const useTranscribe = () => useEncountersMutation(transcribe);
