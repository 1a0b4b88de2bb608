import type { EncounterDetail, UpdateEncounter } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';
import { encounterPath, useEncountersMutation } from './list-encounters';

export function updateEncounter(v: {
  id: string;
  body: UpdateEncounter;
}): Promise<EncounterDetail> {
  return api.patch(encounterPath(v.id), v.body);
}

export const useUpdateEncounter = () => useEncountersMutation(updateEncounter);
