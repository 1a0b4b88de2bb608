import type { EncounterDetail, SegmentInput } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';
import { encounterPath, useEncountersMutation } from './list-encounters';

export function putTranscript(v: {
  id: string;
  segments: SegmentInput[];
}): Promise<EncounterDetail> {
  return api.put(`${encounterPath(v.id)}/transcript`, { segments: v.segments });
}

export const usePutTranscript = () => useEncountersMutation(putTranscript);
