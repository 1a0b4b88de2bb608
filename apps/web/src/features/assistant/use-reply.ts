import { useQueryClient } from '@tanstack/react-query';
import type { AssistantMessage, ReplyRequest } from '@dermadesk/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useAccount } from '../../lib/account/account-store';
import { isApiError } from '../../lib/api/api-error';
import { aiStatusQuery } from './api/get-ai-status';
import { conversationQuery } from './api/get-conversation';
import { conversationsKey } from '../../components/conversations/conversations-api';
import { streamReply } from './api/stream-reply';
import {
  hasSavedAnswer,
  idleReply,
  replyErrorKey,
  replyReducer,
  streamErrorKey,
} from './reply-state';

/** After a stop the server saves the partial answer a moment later: look again this often. */
const SETTLE_ATTEMPTS = 8;
const SETTLE_DELAY_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface StartReply {
  conversationId: string;
  body: ReplyRequest;
  /** The local echo of the user's message (none for a regeneration). */
  user: AssistantMessage | null;
  /** Called once the server has saved the user's message: the draft may be cleared. */
  onAccepted?: () => void;
}

/**
 * One reply in flight: streams it, stops it, and once it has ended waits until the refetched
 * conversation holds the saved answer before dropping the local copy (no flicker). Leaving the
 * page or the conversation stops the reply, which cancels the upstream call on the server.
 */
export function useReply(openConversationId: string | undefined) {
  const [state, dispatch] = useReducer(replyReducer, idleReply);
  const running = useRef<{ controller: AbortController; conversationId: string } | null>(null);
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();

  const settle = useCallback(
    async (conversationId: string) => {
      const detail = conversationQuery(currentOrgAccess, conversationId);
      for (let attempt = 1; attempt <= SETTLE_ATTEMPTS; attempt++) {
        const fresh = await queryClient.fetchQuery({ ...detail, staleTime: 0 }).catch(() => null);
        if (!fresh || hasSavedAnswer(fresh.messages)) break;
        await sleep(SETTLE_DELAY_MS);
      }
      // The list too: the first message names the conversation and moves it to the top.
      await queryClient.invalidateQueries({
        queryKey: conversationsKey('assistant', currentOrgAccess),
      });
    },
    [queryClient, currentOrgAccess],
  );

  const start = useCallback(
    async ({ conversationId, body, user, onAccepted }: StartReply) => {
      running.current?.controller.abort();
      const controller = new AbortController();
      const mine = { controller, conversationId };
      running.current = mine;
      dispatch({ type: 'start', conversationId, mode: body.mode, user });
      let streamed = false;
      let errorKey: string | null = null;
      try {
        await streamReply(
          conversationId,
          body,
          (event) => {
            streamed = true;
            switch (event.event) {
              case 'user':
                onAccepted?.();
                dispatch({ type: 'user', message: event.data });
                break;
              case 'token':
                dispatch({ type: 'token', text: event.data.text });
                break;
              case 'error':
                errorKey = streamErrorKey(event.data.code);
                break;
              case 'done':
                break;
            }
          },
          controller.signal,
        );
      } catch (error) {
        if (!controller.signal.aborted && !streamed) {
          if (running.current === mine)
            dispatch({ type: 'refused', errorKey: replyErrorKey(error) });
          running.current = running.current === mine ? null : running.current;
          // The setup may have changed under us (an admin switched the provider off).
          if (isApiError(error) && error.code === 'AI_UNAVAILABLE') {
            await queryClient.invalidateQueries(aiStatusQuery(currentOrgAccess));
          }
          return;
        }
        if (!controller.signal.aborted) errorKey = replyErrorKey(error);
      }
      if (running.current === mine) dispatch({ type: 'ended', errorKey });
      await settle(conversationId);
      if (running.current === mine) {
        running.current = null;
        dispatch({ type: 'settled' });
      }
    },
    [queryClient, currentOrgAccess, settle],
  );

  const stop = useCallback(() => running.current?.controller.abort(), []);
  const dismissError = useCallback(() => dispatch({ type: 'dismiss' }), []);

  // Another conversation, or leaving the page, stops the reply of this one.
  useEffect(() => {
    const current = running.current;
    if (current && current.conversationId !== openConversationId) current.controller.abort();
  }, [openConversationId]);
  useEffect(() => () => running.current?.controller.abort(), []);

  return { state, start, stop, dismissError };
}
