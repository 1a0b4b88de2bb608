import type { Note, PutNote } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';
import { encounterPath, useEncountersMutation } from './list-encounters';

export function putNote(v: { id: string; body: PutNote }): Promise<Note> {
  return api.put(`${encounterPath(v.id)}/note`, v.body);
}

export const usePutNote = () => useEncountersMutation(putNote);
