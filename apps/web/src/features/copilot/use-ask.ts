import { useQueryClient } from '@tanstack/react-query';
import type { CopilotAnswer } from '@dermadesk/contracts';
import { useRef, useState } from 'react';
import { useAccount } from '../../lib/account/account-store';
import { ApiError } from '../../lib/api/api-error';
import { streamAsk } from './api/ask';
import { copilotKey } from './api/list-sources';

export interface Turn {
  question: string;
  /** Text as it streams; replaced by the checked answer when done. */
  text: string;
  answer: CopilotAnswer | null;
  /** Catalogue key of a failure ('errors.apiStatus' or 'errors.processFailed'). */
  error: string | null;
}

/** Asks, streams the answer, and keeps the turns of the open conversation. */
export function useAsk() {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [conversationId, setConversationId] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const update = (change: (t: Turn) => Turn) =>
    setTurns((all) => [...all.slice(0, -1), change(all.at(-1)!)]);

  /** Resolves true when answered; false keeps the typed question for another try. */
  async function ask(question: string, sourceIds?: string[]): Promise<boolean> {
    const controller = new AbortController();
    abort.current = controller;
    setBusy(true);
    setTurns((all) => [...all, { question, text: '', answer: null, error: null }]);
    let ok = false;
    try {
      await streamAsk(
        {
          question,
          ...(conversationId ? { conversationId } : {}),
          ...(sourceIds ? { sourceIds } : {}),
        },
        (e) => {
          if (e.event === 'conversation') setConversationId(e.data.conversationId);
          else if (e.event === 'token') update((t) => ({ ...t, text: t.text + e.data.text }));
          else if (e.event === 'done') {
            ok = true;
            update((t) => ({ ...t, text: e.data.answer, answer: e.data }));
          } else update((t) => ({ ...t, error: 'errors.processFailed' }));
        },
        controller.signal,
      );
    } catch (e) {
      if (!controller.signal.aborted)
        update((t) => ({
          ...t,
          error:
            e instanceof ApiError && e.kind === 'http'
              ? 'errors.apiStatus'
              : 'errors.processFailed',
        }));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({
        queryKey: [...copilotKey(currentOrgAccess), 'conversations'],
      });
    }
    return ok;
  }

  return {
    turns,
    busy,
    ask,
    stop: () => abort.current?.abort(),
    reset: () => {
      abort.current?.abort();
      setTurns([]);
      setConversationId(undefined);
    },
  };
}
