import { useEffect, useState } from 'react';
import { useAccount } from '../../lib/account/account-store';
import { draftKey, dropDraft, loadDraft, saveDraft } from '../../lib/draft-store';

export type NoteSections = { name: string; text: string }[];

/** What the draft store keeps: the edited sections and the note version they were made from. */
export interface StoredNoteDraft {
  base: number;
  sections: NoteSections;
}

/** A draft is put back only onto the note it was made from: a note generated or saved since wins. */
export const restorable = (saved: StoredNoteDraft | undefined, version: number) =>
  saved !== undefined && saved.base === version ? saved.sections : null;

/**
 * The clinician's unsaved chart-note edits, kept per user, organisation and encounter in the
 * workstation's draft store, so a reload or a crash keeps them. The store deletes every draft at
 * sign-out and every other user's at sign-in: a colleague on a shared workstation never sees them.
 *
 * `version` is the note's version, or undefined while it is not known yet: a draft is judged
 * against the note (and written or dropped) only once both the store has answered and the
 * version is known, so a draft is never dropped for not matching a note that has not arrived.
 * `ready` says so; until then the editor shows no text the draft may replace.
 */
export function useNoteDraft(encounterId: string, version: number | undefined) {
  const { user, currentOrgAccess } = useAccount();
  const userId = user?.id;
  const key =
    userId && currentOrgAccess
      ? draftKey(userId, currentOrgAccess, `scribe-note:${encounterId}`)
      : null;
  const [edits, setEdits] = useState<NoteSections | null>(null);
  const [found, setFound] = useState<{ key: string; saved: StoredNoteDraft | undefined }>();
  const [judged, setJudged] = useState<string | null>(null);

  useEffect(() => {
    if (!key) return;
    let live = true;
    void loadDraft<StoredNoteDraft>(key).then((saved) => {
      if (live) setFound({ key, saved });
    });
    return () => {
      live = false;
    };
  }, [key]);

  // Judged once per key, in render (not in an effect) so the editor never paints the note first.
  if (found && found.key === key && version !== undefined && judged !== key) {
    setJudged(key);
    const sections = restorable(found.saved, version);
    if (sections) setEdits((typed) => typed ?? sections);
  }
  const ready = !key || judged === key;

  useEffect(() => {
    if (!key || judged !== key || version === undefined) return;
    if (edits) void saveDraft(key, { base: version, sections: edits } satisfies StoredNoteDraft);
    else void dropDraft(key);
  }, [key, judged, edits, version]);

  return [edits, setEdits, ready] as const;
}
