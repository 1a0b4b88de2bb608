import type { AssistantMessage, ReplyRequest } from '@dermadesk/contracts';
import { isApiError } from '../../lib/api/api-error';

/**
 * What the chat shows of a reply in flight, on top of the saved conversation:
 * `streaming` while tokens arrive; `settling` once the stream ended (done, stopped or failed)
 * until the refetched conversation holds the saved answer; then `idle` again.
 */
export interface ReplyState {
  status: 'idle' | 'streaming' | 'settling';
  /** The conversation the reply belongs to (the user may have opened another since). */
  conversationId: string | null;
  mode: ReplyRequest['mode'];
  /** The user's message: a local echo until the server's `user` event replaces it. */
  user: AssistantMessage | null;
  answer: string;
  /** Catalogue key of the last failure; kept after the reply settles, until the next one. */
  errorKey: string | null;
}

export type ReplyAction =
  | {
      type: 'start';
      conversationId: string;
      mode: ReplyRequest['mode'];
      user: AssistantMessage | null;
    }
  | { type: 'user'; message: AssistantMessage }
  | { type: 'token'; text: string }
  /** The server refused before streaming: nothing was saved, the draft stays in the box. */
  | { type: 'refused'; errorKey: string }
  | { type: 'ended'; errorKey: string | null }
  | { type: 'settled' }
  | { type: 'dismiss' };

export const idleReply: ReplyState = {
  status: 'idle',
  conversationId: null,
  mode: 'send',
  user: null,
  answer: '',
  errorKey: null,
};

export function replyReducer(state: ReplyState, action: ReplyAction): ReplyState {
  switch (action.type) {
    case 'start':
      return {
        status: 'streaming',
        conversationId: action.conversationId,
        mode: action.mode,
        user: action.user,
        answer: '',
        errorKey: null,
      };
    case 'user':
      return { ...state, user: action.message };
    case 'token':
      return { ...state, answer: state.answer + action.text };
    case 'refused':
      return { ...idleReply, conversationId: state.conversationId, errorKey: action.errorKey };
    case 'ended':
      return { ...state, status: 'settling', errorKey: action.errorKey };
    case 'settled':
      return { ...idleReply, conversationId: state.conversationId, errorKey: state.errorKey };
    case 'dismiss':
      return { ...state, errorKey: null };
  }
}

/**
 * The saved messages to show while a reply is in flight, beside its local copies: a send hides
 * its own user message (and answer) once a refetch brought them, as opening a new conversation
 * does mid-reply; an edit replaces the last user message and its answer, a regeneration the
 * answer after the last user message.
 */
export function visibleMessages(
  messages: AssistantMessage[],
  reply: Pick<ReplyState, 'status' | 'mode' | 'user'>,
): AssistantMessage[] {
  if (reply.status === 'idle') return messages;
  if (reply.mode === 'send') {
    const own = reply.user ? messages.findIndex((m) => m.id === reply.user?.id) : -1;
    return own < 0 ? messages : messages.slice(0, own);
  }
  const lastUser = messages.findLastIndex((m) => m.role === 'user');
  if (lastUser < 0) return messages;
  return messages.slice(0, reply.mode === 'edit' ? lastUser : lastUser + 1);
}

/** Whether the saved conversation already holds the answer of the reply that just ended. */
export function hasSavedAnswer(messages: AssistantMessage[]): boolean {
  return messages.at(-1)?.role === 'assistant';
}

const keysByCode: Record<string, string> = {
  AI_BUDGET_EXCEEDED: 'assistant.errors.budget',
  AI_BUSY: 'assistant.errors.busy',
  AI_UNAVAILABLE: 'assistant.errors.unavailable',
  AI_PROVIDER_FAILED: 'errors.processFailed',
};

/** The catalogue text of an error code sent in the stream's `error` event. */
export function streamErrorKey(code: string): string {
  return keysByCode[code] ?? 'errors.processFailed';
}

/** The catalogue text of a failed reply call (refused before streaming, or connection lost). */
export function replyErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'errors.processFailed';
  if (error.kind === 'session-expired') return error.messageKey;
  return (error.code && keysByCode[error.code]) ?? 'errors.apiStatus';
}
