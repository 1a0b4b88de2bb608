import type { CopilotAnswer, CopilotAsk } from '@dermadesk/contracts';
import { copilotAnswerSchema } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';

export type AskEvent =
  | { event: 'conversation'; data: { conversationId: string } }
  | { event: 'token'; data: { text: string } }
  | { event: 'done'; data: CopilotAnswer }
  | { event: 'error'; data: { code: string; message: string } };

/** `POST /api/v1/copilot/ask`, read as it streams; resolves after `done` or `error`. */
export function streamAsk(
  body: CopilotAsk,
  onEvent: (event: AskEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  return api.events('/api/v1/copilot/ask', { method: 'POST', body, signal }, ({ event, data }) => {
    const parsed: unknown = JSON.parse(data);
    if (event === 'done') onEvent({ event, data: copilotAnswerSchema.parse(parsed) });
    else if (event === 'conversation' || event === 'token' || event === 'error')
      onEvent({ event, data: parsed } as AskEvent);
  });
}
