import { describe, expect, it } from 'vitest';
import { toReplyEvent } from './stream-reply';

const saved = {
  id: '00000000-0000-4000-8000-000000000001',
  role: 'assistant',
  content: 'Partial',
  status: 'stopped',
  attachments: [],
  action: null,
  language: null,
  model: 'fake-chat',
  createdAt: '2026-05-01T10:00:00.000Z',
};

describe('toReplyEvent', () => {
  it('types each event of the reply stream', () => {
    expect(toReplyEvent({ event: 'token', data: '{"text":"Hi"}' })).toEqual({
      event: 'token',
      data: { text: 'Hi' },
    });
    expect(toReplyEvent({ event: 'done', data: JSON.stringify(saved) })).toEqual({
      event: 'done',
      data: saved,
    });
    expect(
      toReplyEvent({
        event: 'error',
        data: '{"code":"AI_PROVIDER_FAILED","message":"upstream","messageId":null}',
      }),
    ).toMatchObject({ event: 'error', data: { code: 'AI_PROVIDER_FAILED' } });
  });

  it('skips events it does not know, and rejects a saved message of the wrong shape', () => {
    expect(toReplyEvent({ event: 'message', data: '{}' })).toBeNull();
    expect(() => toReplyEvent({ event: 'user', data: '{"id":1}' })).toThrow();
  });
});
