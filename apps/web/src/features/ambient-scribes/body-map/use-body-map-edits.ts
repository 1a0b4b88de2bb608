import type { BodyMark } from '@dermadesk/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBodyMap, usePutBodyMap } from '../api/body-map';

/** Saved this long after the last change, so typing a label is one request, not one a key. */
const SAVE_DELAY_MS = 600;

export interface BodyMapEdits {
  /** The marks the clinician sees: their latest change, saved or not. */
  marks: BodyMark[];
  change: (marks: BodyMark[]) => void;
  /** Saves a change still waiting for its delay and waits for it: a server export then has it. */
  flush: () => Promise<void>;
  saveFailed: boolean;
}

/**
 * An encounter's body map as the screen holds it, shared by the map and the note: the note's copy
 * states the marks shown, and its exports (built by the server) flush the pending save first.
 */
export function useBodyMapEdits(encounterId: string): BodyMapEdits {
  const stored = useBodyMap(encounterId);
  const { mutateAsync, isError } = usePutBodyMap(encounterId);
  // The clinician's marks while they change them; null shows the stored ones.
  const [edits, setEdits] = useState<BodyMark[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const waiting = useRef<BodyMark[] | null>(null);
  const running = useRef<Promise<unknown>>(Promise.resolve());

  const send = useCallback(
    (marks: BodyMark[]) => {
      waiting.current = null;
      const saved = mutateAsync(marks).then(() =>
        // Marks changed while this save ran stay the clinician's draft (and are saved next).
        setEdits((now) => (now === marks ? null : now)),
      );
      running.current = saved.catch(() => undefined);
      return saved;
    },
    [mutateAsync],
  );

  useEffect(() => {
    if (!edits) return;
    waiting.current = edits;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(edits).catch(() => undefined), SAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [edits, send]);

  const flush = useCallback(async () => {
    await running.current;
    if (!waiting.current) return;
    clearTimeout(timer.current);
    await send(waiting.current);
  }, [send]);

  return { marks: edits ?? stored.data?.marks ?? [], change: setEdits, flush, saveFailed: isError };
}
