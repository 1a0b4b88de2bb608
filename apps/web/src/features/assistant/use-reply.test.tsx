import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AssistantMessage } from '@dermadesk/contracts';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import type { ServerSentEvent } from '../../lib/api/event-stream';
import { localEcho } from './draft';
import { useReply } from './use-reply';

type Events = (
  path: string,
  req: { signal?: AbortSignal },
  on: (e: ServerSentEvent) => void,
) => Promise<void>;

const api = vi.hoisted(() => ({
  get: vi.fn<(path: string) => Promise<unknown>>(),
  events: vi.fn<Events>(),
}));
vi.mock('../../lib/api/client', () => ({ api }));

const message = (role: AssistantMessage['role'], content: string, status = 'complete') => ({
  id: `00000000-0000-4000-8000-00000000000${role === 'user' ? 1 : 2}`,
  role,
  content,
  status,
  attachments: [],
  action: null,
  language: null,
  model: null,
  createdAt: '2026-05-01T10:00:00.000Z',
});
const sse = (event: string, data: unknown): ServerSentEvent => ({
  event,
  data: JSON.stringify(data),
});
const conversation = (messages: unknown[]) => ({
  id: 'c1',
  title: 'Hi',
  createdAt: '',
  updatedAt: '',
  messages,
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useReply('c1'), { wrapper });
}

beforeEach(() => {
  api.get.mockReset();
  api.events.mockReset();
});
afterEach(cleanup);

describe('useReply', () => {
  it('streams the answer, clears the draft once the message is saved, and settles', async () => {
    let release!: () => void;
    api.events.mockImplementation(async (_path, _req, on) => {
      on(sse('user', message('user', 'Hi')));
      on(sse('token', { text: 'You ' }));
      on(sse('token', { text: 'said' }));
      await new Promise<void>((resolve) => (release = resolve));
      on(sse('done', message('assistant', 'You said')));
    });
    api.get.mockResolvedValue(
      conversation([message('user', 'Hi'), message('assistant', 'You said')]),
    );
    const { result } = setup();
    const onAccepted = vi.fn();
    let done!: Promise<void>;
    act(() => {
      done = result.current.start({
        conversationId: 'c1',
        body: { mode: 'send', content: 'Hi' },
        user: localEcho('Hi', []),
        onAccepted,
      });
    });
    await waitFor(() => expect(result.current.state.answer).toBe('You said'));
    expect(result.current.state.status).toBe('streaming');
    expect(onAccepted).toHaveBeenCalledOnce();
    await act(async () => {
      release();
      await done;
    });
    expect(result.current.state).toMatchObject({ status: 'idle', errorKey: null });
  });

  it('keeps the draft and names the error when the server refuses before streaming', async () => {
    api.events.mockRejectedValue(new ApiError('http', { status: 429, code: 'AI_BUDGET_EXCEEDED' }));
    const { result } = setup();
    const onAccepted = vi.fn();
    await act(() =>
      result.current.start({
        conversationId: 'c1',
        body: { mode: 'send', content: 'Hi' },
        user: localEcho('Hi', []),
        onAccepted,
      }),
    );
    expect(onAccepted).not.toHaveBeenCalled();
    expect(result.current.state).toMatchObject({
      status: 'idle',
      user: null,
      errorKey: 'assistant.errors.budget',
    });
    expect(api.get).not.toHaveBeenCalled();
  });

  it('on Stop aborts the stream and waits until the stopped answer is saved', async () => {
    api.events.mockImplementation(
      (_path, req, on) =>
        new Promise((_resolve, reject) => {
          on(sse('token', { text: 'Slow ' }));
          req.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    // The server saves the partial answer a moment after the abort.
    api.get
      .mockResolvedValueOnce(conversation([message('user', 'Go [slow]')]))
      .mockResolvedValue(
        conversation([message('user', 'Go [slow]'), message('assistant', 'Slow', 'stopped')]),
      );
    const { result } = setup();
    let done!: Promise<void>;
    act(() => {
      done = result.current.start({
        conversationId: 'c1',
        body: { mode: 'regenerate' },
        user: null,
      });
    });
    await waitFor(() => expect(result.current.state.answer).toBe('Slow '));
    act(() => result.current.stop());
    await act(() => done);
    expect(api.events.mock.calls[0]![1].signal?.aborted).toBe(true);
    expect(api.get.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(result.current.state).toMatchObject({ status: 'idle', errorKey: null });
  });

  it('reports a provider failure sent in the stream', async () => {
    api.events.mockImplementation(async (_path, _req, on) => {
      on(sse('token', { text: 'Part' }));
      on(sse('error', { code: 'AI_PROVIDER_FAILED', message: 'upstream', messageId: null }));
    });
    api.get.mockResolvedValue(
      conversation([message('user', 'Hi'), message('assistant', 'Part', 'failed')]),
    );
    const { result } = setup();
    await act(() =>
      result.current.start({ conversationId: 'c1', body: { mode: 'regenerate' }, user: null }),
    );
    expect(result.current.state).toMatchObject({
      status: 'idle',
      errorKey: 'errors.processFailed',
    });
  });
});
