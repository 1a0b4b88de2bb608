import { createParser } from 'eventsource-parser';

/** One server-sent event: its name (`message` when the server sent none) and raw data. */
export interface ServerSentEvent {
  event: string;
  data: string;
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
  // EventSource itself cannot POST or send our headers, so the fetch body is parsed here.
  const parser = createParser({
    onEvent: (message) => onEvent({ event: message.event ?? 'message', data: message.data }),
  });
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
