import { useQueryClient } from '@tanstack/react-query';
import type { CopilotAnswer, CopilotConversationDetail } from '@dermadesk/contracts';
import { useEffect, useRef, useState } from 'react';
import { conversationsKey } from '../../components/conversations/conversations-api';
import { useAccount } from '../../lib/account/account-store';
import { ApiError, isApiError } from '../../lib/api/api-error';
import { streamAsk } from './api/ask';
import { useConversation } from './api/get-conversation';

export interface Turn {
  question: string;
  /** Text as it streams; replaced by the checked answer when done. */
  text: string;
  answer: CopilotAnswer | null;
  /** Catalogue key of a failure ('errors.apiStatus' or 'errors.processFailed'). */
  error: string | null;
}

/** A stored conversation as turns: each question with the answer that followed it. */
export function turnsOf(detail: CopilotConversationDetail): Turn[] {
  const turns: Turn[] = [];
  for (const m of detail.messages) {
    if (m.role === 'user') {
      turns.push({ question: m.content, text: '', answer: null, error: null });
      continue;
    }
    const turn = turns.at(-1);
    if (!turn || turn.answer) continue;
    turn.text = m.content;
    if (m.status === 'failed' || !m.mode) turn.error = 'errors.processFailed';
    else
      turn.answer = {
        answer: m.content,
        mode: m.mode,
        citations: m.citations,
        notFound: m.notFound,
        unsupported: m.unsupported,
        conversationId: detail.id,
        messageId: m.id,
      };
  }
  // A question stored without an answer: the reply was cut off before it was saved.
  for (const turn of turns) if (!turn.answer) turn.error ??= 'errors.processFailed';
  return turns;
}

/**
 * Asks, streams the answer, and keeps the turns of the open conversation (`conversationId`, from
 * the address): a stored one is loaded; the first question of a new one creates it (`onCreated`).
 */
export function useAsk(conversationId: string | undefined, onCreated: (id: string) => void) {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  const detail = useConversation(conversationId);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  // The conversation whose turns are on screen: the one just created keeps its streamed turns.
  const shown = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (conversationId === shown.current) return;
    if (!conversationId) {
      abort.current?.abort();
      shown.current = undefined;
      setTurns([]);
    } else if (detail.data?.id === conversationId) {
      abort.current?.abort();
      shown.current = conversationId;
      setTurns(turnsOf(detail.data));
    }
  }, [conversationId, detail.data]);

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
          ...(shown.current ? { conversationId: shown.current } : {}),
          ...(sourceIds ? { sourceIds } : {}),
        },
        (e) => {
          if (e.event === 'conversation') {
            if (shown.current !== e.data.conversationId) {
              shown.current = e.data.conversationId;
              onCreated(e.data.conversationId);
            }
          } else if (e.event === 'token') update((t) => ({ ...t, text: t.text + e.data.text }));
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
        queryKey: conversationsKey('copilot', currentOrgAccess),
      });
    }
    return ok;
  }

  const awaited = Boolean(conversationId && shown.current !== conversationId);
  // Deleted, or another user's or organisation's: trying again cannot bring it back.
  const notFound = awaited && isApiError(detail.error) && detail.error.status === 404;
  return {
    turns,
    busy,
    /** A stored conversation is being fetched (or failed to load, or does not exist). */
    loading: awaited && detail.isPending,
    loadFailed: awaited && detail.isError && !notFound,
    notFound,
    retry: () => void detail.refetch(),
    ask,
    stop: () => abort.current?.abort(),
  };
}
