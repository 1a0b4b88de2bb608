import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Letter, LetterInput, LetterParty, Locale } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { localStamp, saveBlob } from '../../../lib/download';
import { encounterPath, encountersKey } from './list-encounters';

const lettersPath = (id: string) => `${encounterPath(id)}/letters`;
const letterPath = (id: string, letterId: string) =>
  `${lettersPath(id)}/${encodeURIComponent(letterId)}`;

export const lettersQuery = (orgId: string | null, id: string) =>
  queryOptions({
    queryKey: [...encountersKey(orgId), 'letters', id] as const,
    queryFn: ({ signal }) => api.get<Letter[]>(lettersPath(id), { signal }),
    enabled: Boolean(orgId),
  });

export function useLetters(id: string) {
  const { currentOrgAccess } = useAccount();
  return useQuery(lettersQuery(currentOrgAccess, id));
}

/** The sender the user last wrote, else their name and the organisation's. */
export function useLetterSender() {
  const { currentOrgAccess } = useAccount();
  return useQuery({
    queryKey: ['scribe', currentOrgAccess, 'letter-sender'] as const,
    queryFn: ({ signal }) => api.get<LetterParty>('/api/v1/scribe/letter-sender', { signal }),
    enabled: Boolean(currentOrgAccess),
  });
}

type LetterChange =
  | { action: 'create'; body: LetterInput }
  | { action: 'update'; letterId: string; body: LetterInput }
  | { action: 'delete'; letterId: string }
  | { action: 'generate'; letterId: string; language: Locale };

function changeLetter(id: string, change: LetterChange): Promise<Letter | null> {
  switch (change.action) {
    case 'create':
      return api.post(lettersPath(id), change.body);
    case 'update':
      return api.put(letterPath(id, change.letterId), change.body);
    case 'delete':
      return api.delete(letterPath(id, change.letterId));
    case 'generate':
      return api.post(`${letterPath(id, change.letterId)}/generate`, {
        language: change.language,
      });
  }
}

/** Every change to a letter refreshes the encounter's letters and the remembered sender. */
export function useChangeLetter(id: string) {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: (change: LetterChange) => changeLetter(id, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: lettersQuery(currentOrgAccess, id).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['scribe', currentOrgAccess, 'letter-sender'] }),
      ]),
  });
}

/** The letter as a PDF in `lang`, fetched with the bearer header and saved. */
export async function downloadLetter(id: string, letterId: string, lang: Locale) {
  const { blob, fileName } = await api.download(`${letterPath(id, letterId)}/pdf`, {
    query: { lang },
  });
  saveBlob(blob, fileName ?? `Letter_${localStamp(new Date())}.pdf`);
}
