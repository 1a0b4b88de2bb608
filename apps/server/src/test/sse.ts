/** One server-sent event of a streamed reply, its data parsed as JSON. */
export interface Sse {
  event: string;
  data: Record<string, unknown>;
}

/**
 * Splits a complete server-sent event body (as `inject` returns it) into its events. The routes
 * write each event as `event:` and one `data:` line; comments (keep-alives) are skipped.
 */
export function parseSse(body: string): Sse[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return {
        event: eventLine!.slice('event: '.length),
        data: JSON.parse(dataLine!.slice('data: '.length)) as Record<string, unknown>,
      };
    });
}
