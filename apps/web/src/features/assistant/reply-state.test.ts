import type { AssistantMessage } from '@dermadesk/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import {
  hasSavedAnswer,
  idleReply,
  replyErrorKey,
  replyReducer,
  streamErrorKey,
  visibleMessages,
  type ReplyAction,
} from './reply-state';

let seq = 0;
const message = (role: AssistantMessage['role'], content: string = role): AssistantMessage => ({
  id: `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
  role,
  content,
  status: 'complete',
  attachments: [],
  action: null,
  language: null,
  model: null,
  createdAt: '2026-05-01T10:00:00.000Z',
});

const run = (...actions: ReplyAction[]) => actions.reduce(replyReducer, idleReply);

describe('reply state', () => {
  it('grows the answer token by token and keeps the server’s user message', () => {
    const echo = message('user', 'Hello');
    const saved = message('user', 'Hello');
    const state = run(
      { type: 'start', conversationId: 'c1', mode: 'send', user: echo },
      { type: 'user', message: saved },
      { type: 'token', text: 'You ' },
      { type: 'token', text: 'said' },
    );
    expect(state).toMatchObject({ status: 'streaming', user: saved, answer: 'You said' });
  });

  it('keeps a failure’s message once settled, and clears it on the next reply', () => {
    const failed = run(
      { type: 'start', conversationId: 'c1', mode: 'send', user: null },
      { type: 'token', text: 'Part' },
      { type: 'ended', errorKey: 'errors.processFailed' },
    );
    expect(failed.status).toBe('settling');
    const settled = replyReducer(failed, { type: 'settled' });
    expect(settled).toEqual({
      ...idleReply,
      conversationId: 'c1',
      errorKey: 'errors.processFailed',
    });
    expect(
      replyReducer(settled, { type: 'start', conversationId: 'c1', mode: 'regenerate', user: null })
        .errorKey,
    ).toBe(null);
  });

  it('drops the echo when the server refuses before streaming', () => {
    const state = run(
      { type: 'start', conversationId: 'c1', mode: 'send', user: message('user') },
      { type: 'refused', errorKey: 'assistant.errors.busy' },
    );
    expect(state).toEqual({
      ...idleReply,
      conversationId: 'c1',
      errorKey: 'assistant.errors.busy',
    });
  });
});

describe('visibleMessages', () => {
  const history = [
    message('user', 'q1'),
    message('assistant', 'a1'),
    message('user', 'q2'),
    message('assistant', 'a2'),
  ];
  const contents = (list: AssistantMessage[]) => list.map((m) => m.content);

  it('shows everything when idle or sending', () => {
    expect(
      contents(visibleMessages(history, { status: 'idle', mode: 'edit', user: null })),
    ).toHaveLength(4);
    const echo = { ...message('user', 'q3'), id: 'local-echo' };
    expect(
      contents(visibleMessages(history, { status: 'streaming', mode: 'send', user: echo })),
    ).toHaveLength(4);
  });

  it('hides the reply’s own messages once a refetch brought them (no doubled question)', () => {
    const question = message('user', 'q3');
    const saved = [...history, question, message('assistant', 'a3')];
    for (const status of ['streaming', 'settling'] as const)
      expect(contents(visibleMessages(saved, { status, mode: 'send', user: question }))).toEqual([
        'q1',
        'a1',
        'q2',
        'a2',
      ]);
  });

  it('hides the replaced turn while editing, and the replaced answer while regenerating', () => {
    expect(
      contents(visibleMessages(history, { status: 'streaming', mode: 'edit', user: null })),
    ).toEqual(['q1', 'a1']);
    expect(
      contents(visibleMessages(history, { status: 'settling', mode: 'regenerate', user: null })),
    ).toEqual(['q1', 'a1', 'q2']);
  });

  it('knows when the saved answer has arrived', () => {
    expect(hasSavedAnswer(history)).toBe(true);
    expect(hasSavedAnswer(history.slice(0, 3))).toBe(false);
    expect(hasSavedAnswer([])).toBe(false);
  });
});

describe('reply errors', () => {
  it('name budget, busy and unavailable plainly, and use the catalogue otherwise', () => {
    const http = (status: number, code?: ApiError['code']) =>
      new ApiError('http', { status, ...(code ? { code } : {}) });
    expect(replyErrorKey(http(429, 'AI_BUDGET_EXCEEDED'))).toBe('assistant.errors.budget');
    expect(replyErrorKey(http(429, 'AI_BUSY'))).toBe('assistant.errors.busy');
    expect(replyErrorKey(http(503, 'AI_UNAVAILABLE'))).toBe('assistant.errors.unavailable');
    expect(replyErrorKey(http(502, 'AI_PROVIDER_FAILED'))).toBe('errors.processFailed');
    expect(replyErrorKey(http(500, 'INTERNAL'))).toBe('errors.apiStatus');
    expect(replyErrorKey(new ApiError('network'))).toBe('errors.apiStatus');
    expect(replyErrorKey(new ApiError('session-expired'))).toBe('errors.sessionExpired');
    expect(replyErrorKey(new SyntaxError('bad JSON'))).toBe('errors.processFailed');
    expect(streamErrorKey('AI_PROVIDER_FAILED')).toBe('errors.processFailed');
    expect(streamErrorKey('AI_BUDGET_EXCEEDED')).toBe('assistant.errors.budget');
  });
});
