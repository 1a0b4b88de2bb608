import type { CreateEncounter } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';
import { ENCOUNTERS, useEncountersMutation } from './list-encounters';

export function createEncounter(body: CreateEncounter): Promise<{ id: string }> {
  return api.post(ENCOUNTERS, body);
}

export const useCreateEncounter = () => useEncountersMutation(createEncounter);
