import { describe, expect, it } from 'vitest';
import { readEventStream, type ServerSentEvent } from './event-stream';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A body that delivers exactly these byte chunks, one per read, then ends or fails. */
function bodyOf(chunks: Uint8Array[], failWith?: unknown) {
  const queue = [...chunks];
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else if (failWith) controller.error(failWith);
      else controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>) {
  const events: ServerSentEvent[] = [];
  await readEventStream(body, (e) => events.push(e));
  return events;
}

describe('readEventStream', () => {
  it('reassembles events cut anywhere, even inside a multi-byte character', async () => {
    const text =
      'event: user\ndata: {"id":"u1"}\n\n' +
      ': keep-alive\n\n' +
      'event: token\ndata: {"text":"Bonjour, ça va ?"}\n\n' +
      'event: done\ndata: {"id":"a1"}\n\n';
    const all = bytes(text);
    // Every split point, one byte at a time, including inside the two bytes of "ç".
    const chunks = Array.from(all, (_, i) => all.slice(i, i + 1));
    expect(await collect(bodyOf(chunks))).toEqual([
      { event: 'user', data: '{"id":"u1"}' },
      { event: 'token', data: '{"text":"Bonjour, ça va ?"}' },
      { event: 'done', data: '{"id":"a1"}' },
    ]);
  });

  it('reads CRLF line ends and names unnamed events "message"', async () => {
    const events = await collect(
      bodyOf([bytes('data: a\r\n\r\nevent: tok'), bytes('en\r\ndata: b\r\n\r\n')]),
    );
    expect(events).toEqual([
      { event: 'message', data: 'a' },
      { event: 'token', data: 'b' },
    ]);
  });

  it('reads CRLF streams cut between CR and LF, and joins multi-line data', async () => {
    const all = bytes('event: done\r\ndata: line 1\r\ndata: line 2\r\n\r\n');
    const chunks = Array.from(all, (_, i) => all.slice(i, i + 1));
    expect(await collect(bodyOf(chunks))).toEqual([{ event: 'done', data: 'line 1\nline 2' }]);
  });

  it('passes an error event on like any other, then ends', async () => {
    const error = '{"code":"AI_PROVIDER_FAILED","message":"upstream","messageId":"m1"}';
    const events = await collect(
      bodyOf([bytes(`event: token\ndata: {"text":"Hal"}\n\nevent: error\ndata: ${error}\n\n`)]),
    );
    expect(events.map((e) => e.event)).toEqual(['token', 'error']);
    expect(JSON.parse(events[1]!.data)).toMatchObject({ code: 'AI_PROVIDER_FAILED' });
  });

  it('drops an event the stream ended in the middle of', async () => {
    const events = await collect(bodyOf([bytes('event: token\ndata: {"text":"a"}\n\nevent: tok')]));
    expect(events).toHaveLength(1);
  });

  it('rejects with the abort, keeping the events read before it', async () => {
    const abort = new DOMException('The user aborted a request.', 'AbortError');
    const events: ServerSentEvent[] = [];
    const reading = readEventStream(
      bodyOf([bytes('event: token\ndata: {"text":"Part"}\n\n')], abort),
      (e) => events.push(e),
    );
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toEqual([{ event: 'token', data: '{"text":"Part"}' }]);
  });

  it('stops reading and cancels the body when a handler throws', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(bytes('data: x\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const reading = readEventStream(body, () => {
      throw new SyntaxError('bad JSON');
    });
    await expect(reading).rejects.toBeInstanceOf(SyntaxError);
    expect(cancelled).toBe(true);
  });
});
