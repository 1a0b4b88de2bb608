/** One server-sent event: its name (`message` when the server sent none) and raw data. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * The event-stream format of the HTML standard (§9.2.6), for a fetch body: EventSource itself
 * cannot POST or send our headers. The maintained `eventsource-parser` package was the first
 * choice, but it publishes its TypeScript sources under the `source` export condition that this
 * app resolves for workspace packages, and `tsc -b` then fails on them; the format is small
 * enough to follow here. `id` and `retry` are ignored: nothing reconnects.
 */
export function createEventParser(onEvent: (event: ServerSentEvent) => void) {
  let pending = '';
  let event = '';
  let data: string[] = [];
  /** A chunk ended on CR: an LF starting the next one belongs to the same line break. */
  let afterCr = false;

  function line(text: string) {
    if (text === '') {
      if (data.length) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return; // a comment (keep-alive)
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + (text[colon + 1] === ' ' ? 2 : 1));
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  return {
    feed(chunk: string) {
      if (!chunk) return;
      let text = afterCr && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
      afterCr = text.endsWith('\r');
      text = pending + text;
      const lines = text.split(/\r\n|\r|\n/);
      pending = lines.pop() ?? '';
      lines.forEach(line);
    },
  };
}

/**
 * Reads a `text/event-stream` body to its end, calling `onEvent` for each complete event; an
 * event the stream ends in the middle of is dropped, as the standard says. Rejects with the
 * reader's error, e.g. an AbortError when the fetch that produced `body` is aborted.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  const parser = createEventParser(onEvent);
  // `stream: true` keeps a character whose UTF-8 bytes are split across chunks whole.
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        parser.feed(decoder.decode());
        return;
      }
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    // Whatever stopped the reading (a failed read, a handler that threw) closes the connection.
    await reader.cancel(error).catch(() => undefined);
    throw error;
  }
}
