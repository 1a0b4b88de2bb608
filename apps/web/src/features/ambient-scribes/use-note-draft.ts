import { useEffect, useRef, useState } from 'react';
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
 */
export function useNoteDraft(encounterId: string, version: number) {
  const { user, currentOrgAccess } = useAccount();
  const userId = user?.id;
  const key =
    userId && currentOrgAccess
      ? draftKey(userId, currentOrgAccess, `scribe-note:${encounterId}`)
      : null;
  const [edits, setEdits] = useState<NoteSections | null>(null);
  const [restored, setRestored] = useState(false);
  const versionRef = useRef(version);
  useEffect(() => {
    versionRef.current = version;
  }, [version]);

  useEffect(() => {
    if (!key) return;
    let live = true;
    void loadDraft<StoredNoteDraft>(key).then((saved) => {
      if (!live) return;
      const sections = restorable(saved, versionRef.current);
      // What the clinician typed while the store answered is newer than the draft.
      if (sections) setEdits((typed) => typed ?? sections);
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [key]);

  useEffect(() => {
    if (!key || !restored) return;
    if (edits) void saveDraft(key, { base: version, sections: edits } satisfies StoredNoteDraft);
    else void dropDraft(key);
  }, [key, restored, edits, version]);

  return [edits, setEdits] as const;
}
