import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CopilotConversationDetail, CopilotMessage } from '@dermadesk/contracts';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { turnsOf, useAsk } from './use-ask';

const api = vi.hoisted(() => ({ get: vi.fn<(path: string) => Promise<unknown>>() }));
vi.mock('../../lib/api/client', () => ({ api }));
vi.mock('../../lib/account/account-store', () => ({
  useAccount: () => ({ currentOrgAccess: 'org-1' }),
}));

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

describe('useAsk', () => {
  it("says a conversation that is not there (deleted, or another user's) is not found", async () => {
    api.get.mockRejectedValue(new ApiError('http', { status: 404, code: 'NOT_FOUND' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useAsk(id(7), vi.fn()), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    // Not "failed to load, try again": trying again cannot bring it back.
    expect(result.current).toMatchObject({ notFound: true, loadFailed: false, turns: [] });
  });
});
