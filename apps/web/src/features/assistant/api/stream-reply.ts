import { assistantMessageSchema, type ReplyEvent, type ReplyRequest } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';
import type { ServerSentEvent } from '../../../lib/api/event-stream';

/** The typed reply event of one server-sent event; events of other names are skipped. */
export function toReplyEvent({ event, data }: ServerSentEvent): ReplyEvent | null {
  switch (event) {
    case 'user':
    case 'done':
      return { event, data: assistantMessageSchema.parse(JSON.parse(data)) };
    case 'token':
      return { event, data: JSON.parse(data) as { text: string } };
    case 'error':
      return { event, data: JSON.parse(data) as Extract<ReplyEvent, { event: 'error' }>['data'] };
    default:
      return null;
  }
}

/**
 * `POST …/{id}/reply`, read as it streams. Resolves after `done` or `error`; rejects with an
 * ApiError when the server refuses before streaming, or with the AbortError once `signal` aborts
 * (the server then saves the partial answer as stopped).
 */
export function streamReply(
  conversationId: string,
  body: ReplyRequest,
  onEvent: (event: ReplyEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  return api.events(
    `/api/v1/assistant/conversations/${encodeURIComponent(conversationId)}/reply`,
    { method: 'POST', body, signal },
    (raw) => {
      const event = toReplyEvent(raw);
      if (event) onEvent(event);
    },
  );
}
