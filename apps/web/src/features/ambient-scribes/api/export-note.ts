import type { Locale } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';
import { localStamp, saveBlob } from '../../../lib/download';
import { encounterPath } from './list-encounters';

export type NoteExport = 'pdf' | 'fhir';

/** The chart note as a PDF, or the encounter as a FHIR R4 document Bundle, saved. */
export async function downloadNote(id: string, kind: NoteExport, lang: Locale): Promise<void> {
  const { blob, fileName } = await api.download(`${encounterPath(id)}/export/${kind}`, {
    query: { lang },
  });
  const extension = kind === 'pdf' ? 'pdf' : 'fhir.json';
  saveBlob(blob, fileName ?? `ChartNote_${localStamp(new Date())}.${extension}`);
}
