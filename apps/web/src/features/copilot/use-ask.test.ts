import type { CopilotConversationDetail, CopilotMessage } from '@dermadesk/contracts';
import { describe, expect, it } from 'vitest';
import { turnsOf } from './use-ask';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const message = (n: number, over: Partial<CopilotMessage>): CopilotMessage => ({
  id: id(n),
  role: 'user',
  content: '',
  status: 'complete',
  mode: null,
  citations: [],
  notFound: false,
  unsupported: [],
  createdAt: '2026-05-01T10:00:00.000Z',
  ...over,
});

describe('a stored conversation as turns', () => {
  it('pairs each question with its answer, keeps the citations, and marks a failed or missing reply', () => {
    const citation = {
      n: 1,
      sourceId: id(9),
      sourceName: 'Protocols',
      page: 2,
      quote: '15 mg once weekly',
      chunkId: id(8),
      start: 10,
      end: 27,
    };
    const detail: CopilotConversationDetail = {
      id: id(7),
      title: 'Methotrexate',
      createdAt: '2026-05-01T10:00:00.000Z',
      updatedAt: '2026-05-01T10:00:00.000Z',
      messages: [
        message(1, { content: 'Dose?' }),
        message(2, {
          role: 'assistant',
          content: '“15 mg once weekly” [1]',
          mode: 'extractive',
          citations: [citation],
        }),
        message(3, { content: 'And folic acid?' }),
        message(4, { role: 'assistant', content: '', status: 'failed' }),
        message(5, { content: 'Still there?' }),
      ],
    };
    const turns = turnsOf(detail);
    expect(turns.map((t) => t.question)).toEqual(['Dose?', 'And folic acid?', 'Still there?']);
    expect(turns[0]!.answer).toMatchObject({
      mode: 'extractive',
      citations: [citation],
      conversationId: id(7),
      messageId: id(2),
    });
    expect(turns[1]).toMatchObject({ answer: null, error: 'errors.processFailed' });
    // No answer was saved (the reply was cut off): not left "searching" for ever.
    expect(turns[2]).toMatchObject({ answer: null, error: 'errors.processFailed' });
  });
});
