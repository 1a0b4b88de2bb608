import { api } from '../../../lib/api/client';
import { encounterPath, useEncountersMutation } from './list-encounters';

export const deleteEncounter = (id: string): Promise<null> => api.delete(encounterPath(id));

export const useDeleteEncounter = () => useEncountersMutation(deleteEncounter);
