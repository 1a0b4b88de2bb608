import { noteSchema, type Note } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';
import { encounterPath } from './list-encounters';

export type NoteStreamEvent =
  | { event: 'section'; data: { index: number; name: string } }
  | { event: 'token'; data: { index: number; text: string } }
  | { event: 'done'; data: Note }
  | { event: 'error'; data: { code: string; message: string } };

/**
 * `POST …/{id}/note/generate`, read as it streams: each section's name, then its text token by
 * token, then the stored note with its evidence. Refusals before the stream (no provider
 * configured) reject with an ApiError carrying the server's message.
 */
export function generateNote(
  id: string,
  onEvent: (event: NoteStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  return api.events(
    `${encounterPath(id)}/note/generate`,
    { method: 'POST', body: {}, signal },
    (raw) => {
      const data: unknown = JSON.parse(raw.data);
      switch (raw.event) {
        case 'section':
        case 'token':
        case 'error':
          onEvent({ event: raw.event, data } as NoteStreamEvent);
          break;
        case 'done':
          onEvent({ event: 'done', data: noteSchema.parse(data) });
          break;
        default:
          break;
      }
    },
  );
}
