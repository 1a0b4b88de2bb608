import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore, type Tokens } from '../auth/token-store';
import { createApiClient, fileNameOf, REQUEST_TIMEOUT_MS } from './api-client';
import { ApiError } from './api-error';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { success: true, data });
const fail = (status: number, code = 'INTERNAL') =>
  json(status, { success: false, error: { code, message: 'nope' } });

function setup(initial: Tokens | null = { idToken: 'id-1', refreshToken: 'rt-1' }) {
  const tokens = createTokenStore(localStorage);
  if (initial) tokens.set(initial);
  const calls: Call[] = [];
  let handler: Handler = () => ok(null);
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const url = input;
    calls.push({ url, init: init ?? {}, at: Date.now() });
    return Promise.resolve(handler(url, init ?? {}));
  });
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    tokens,
    getOrgId: () => 'org-1',
    tokenEndpoint: '/oauth2/token',
    clientId: 'dermadesk-web',
    onSessionExpired,
    fetch: fetchMock as unknown as typeof fetch,
  });
  return {
    client,
    tokens,
    calls,
    onSessionExpired,
    respond(h: Handler) {
      handler = h;
    },
  };
}

type Call = { url: string; init: RequestInit; at: number };
const apiCalls = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/api'));
const tokenCalls = (calls: Call[]) => calls.filter((c) => c.url === '/oauth2/token');
const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('API client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the ID token as bearer and the current org-id, and returns data', async () => {
    const t = setup();
    t.respond(() => ok({ hello: 'world' }));
    await expect(t.client.get('/api/v1/thing')).resolves.toEqual({ hello: 'world' });
    expect(header(t.calls[0]!.init, 'authorization')).toBe('Bearer id-1');
    expect(header(t.calls[0]!.init, 'org-id')).toBe('org-1');
  });

  it('lets a call name another organisation', async () => {
    const t = setup();
    await t.client.get('/api/v1/orgs/o2', { orgId: 'o2' });
    expect(header(t.calls[0]!.init, 'org-id')).toBe('o2');
  });

  it('retries 5xx up to 5 times, waiting 1 s × the attempt number', async () => {
    const t = setup();
    t.respond(() => fail(503));
    const start = Date.now();
    const result = t.client.get('/api/v1/thing').catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).messageKey).toBe('errors.unexpected');
    expect(t.calls).toHaveLength(6);
    const gaps = t.calls.map((c, i) => (i === 0 ? c.at - start : c.at - t.calls[i - 1]!.at));
    expect(gaps).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries 408 and succeeds once the server recovers', async () => {
    const t = setup();
    let n = 0;
    t.respond(() => (++n < 3 ? fail(408) : ok('done')));
    const result = t.client.get('/api/v1/thing');
    await vi.advanceTimersByTimeAsync(999);
    expect(t.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('done');
    expect(t.calls).toHaveLength(3);
  });

  it('does not retry other 4xx and surfaces the server code', async () => {
    const t = setup();
    t.respond(() => fail(404, 'NOT_FOUND'));
    const error = await t.client.get('/api/v1/thing').catch((e: unknown) => e);
    expect(t.calls).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'http', status: 404, code: 'NOT_FOUND' });
  });

  it('on 401 refreshes once with a form POST and retries once with the new ID token', async () => {
    const t = setup();
    t.respond((url, init) => {
      if (url === '/oauth2/token') {
        return json(200, { id_token: 'id-2', access_token: 'at-2', refresh_token: 'rt-2' });
      }
      return header(init, 'authorization') === 'Bearer id-2'
        ? ok('fresh')
        : fail(401, 'UNAUTHENTICATED');
    });
    await expect(t.client.get('/api/v1/thing')).resolves.toBe('fresh');
    expect(apiCalls(t.calls)).toHaveLength(2);
    const refresh = tokenCalls(t.calls);
    expect(refresh).toHaveLength(1);
    expect(refresh[0]!.init.method).toBe('POST');
    expect(header(refresh[0]!.init, 'content-type')).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(refresh[0]!.init.body as string);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'refresh_token',
      client_id: 'dermadesk-web',
      refresh_token: 'rt-1',
    });
    expect(t.tokens.get()).toEqual({ idToken: 'id-2', accessToken: 'at-2', refreshToken: 'rt-2' });
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it('treats a plain 403 like 401', async () => {
    const t = setup();
    t.respond((url, init) => {
      if (url === '/oauth2/token') return json(200, { id_token: 'id-2' });
      return header(init, 'authorization') === 'Bearer id-2' ? ok('fresh') : json(403, {});
    });
    await expect(t.client.get('/api/v1/thing')).resolves.toBe('fresh');
    expect(tokenCalls(t.calls)).toHaveLength(1);
    // Without rotation the old refresh token is kept.
    expect(t.tokens.get()?.refreshToken).toBe('rt-1');
  });

  it('logs out when the retry after a refresh fails again', async () => {
    const t = setup();
    t.respond((url) => (url === '/oauth2/token' ? json(200, { id_token: 'id-2' }) : fail(401)));
    const error = await t.client.get('/api/v1/thing').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'session-expired', messageKey: 'errors.sessionExpired' });
    expect(apiCalls(t.calls)).toHaveLength(2);
    expect(tokenCalls(t.calls)).toHaveLength(1);
    expect(t.tokens.get()).toBeNull();
    expect(t.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('logs out when the refresh itself fails', async () => {
    const t = setup();
    t.respond((url) =>
      url === '/oauth2/token' ? json(400, { error: 'invalid_grant' }) : fail(401),
    );
    const error = await t.client.get('/api/v1/thing').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'session-expired' });
    expect(apiCalls(t.calls)).toHaveLength(1);
    expect(t.tokens.get()).toBeNull();
    expect(t.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('logs out at once when there is no refresh token', async () => {
    const t = setup({ idToken: 'id-1' });
    t.respond(() => fail(401));
    const error = await t.client.get('/api/v1/thing').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'session-expired' });
    expect(tokenCalls(t.calls)).toHaveLength(0);
    expect(apiCalls(t.calls)).toHaveLength(1);
    expect(t.tokens.get()).toBeNull();
    expect(t.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const t = setup();
    t.respond((url, init) => {
      if (url === '/oauth2/token') return json(200, { id_token: 'id-2', refresh_token: 'rt-2' });
      return header(init, 'authorization') === 'Bearer id-2' ? ok('fresh') : fail(401);
    });
    await Promise.all([t.client.get('/api/v1/a'), t.client.get('/api/v1/b')]);
    expect(tokenCalls(t.calls)).toHaveLength(1);
  });

  it('does not log out on a denial of a verified token (NO_PAGE_ACCESS)', async () => {
    const t = setup();
    t.respond(() => fail(403, 'NO_PAGE_ACCESS'));
    const error = await t.client.get('/api/v1/orgs/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'access-denied', status: 403, code: 'NO_PAGE_ACCESS' });
    expect(tokenCalls(t.calls)).toHaveLength(0);
    expect(t.tokens.get()?.idToken).toBe('id-1');
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it('gives up after 60 s without an answer', async () => {
    const t = setup();
    t.respond(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const result = t.client.get('/api/v1/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(t.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ kind: 'timeout' });
  });

  it('sends JSON bodies and query strings', async () => {
    const t = setup();
    await t.client.post('/api/v1/things', { a: 1 });
    await t.client.get('/api/v1/things', { query: { q: 'x y', skip: undefined } });
    expect(t.calls[0]!.init.body).toBe('{"a":1}');
    expect(header(t.calls[0]!.init, 'content-type')).toBe('application/json');
    expect(t.calls[1]!.url).toBe('/api/v1/things?q=x+y');
  });

  it('downloads a file with the bearer header, never a token in the URL', async () => {
    const t = setup();
    t.respond(
      () =>
        new Response('a,b\r\n1,2\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="upload-7.csv"',
          },
        }),
    );
    const { blob, fileName } = await t.client.download('/api/v1/exports/csv/7');
    expect(await blob.text()).toBe('a,b\r\n1,2\r\n');
    expect(fileName).toBe('upload-7.csv');
    expect(t.calls[0]!.url).toBe('/api/v1/exports/csv/7');
    expect(header(t.calls[0]!.init, 'authorization')).toBe('Bearer id-1');
    expect(header(t.calls[0]!.init, 'accept')).toBe('*/*');
  });

  it('raises a typed error when a download fails', async () => {
    const t = setup();
    t.respond(() => fail(404, 'NOT_FOUND'));
    await expect(t.client.download('/api/v1/exports/9')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
  });
});

describe('fileNameOf', () => {
  it('reads plain, quoted and RFC 5987 file names', () => {
    expect(fileNameOf(null)).toBeUndefined();
    expect(fileNameOf('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameOf('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(
      fileNameOf(`attachment; filename="x.csv"; filename*=UTF-8''b%C3%A1o%20c%C3%A1o.csv`),
    ).toBe('báo cáo.csv');
  });
});

describe('API client event streams', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An event-stream answer whose chunks the test pushes, and which fails when aborted. */
  function liveStream(init: RequestInit) {
    let push!: (text: string) => void;
    let end!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
        end = () => controller.close();
        init.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('aborted', 'AbortError')),
        );
      },
    });
    const response = new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    return { response, push: (text: string) => push(text), end: () => end() };
  }

  it('asks for an event stream with the usual headers and hands over each event', async () => {
    const t = setup();
    t.respond(() => new Response('event: token\ndata: {"text":"Hi"}\n\nevent: done\ndata: {}\n\n'));
    const events: string[] = [];
    await t.client.events('/api/v1/x/reply', { method: 'POST', body: { a: 1 } }, (e) =>
      events.push(`${e.event} ${e.data}`),
    );
    expect(events).toEqual(['token {"text":"Hi"}', 'done {}']);
    expect(header(t.calls[0]!.init, 'accept')).toBe('text/event-stream');
    expect(header(t.calls[0]!.init, 'authorization')).toBe('Bearer id-1');
    expect(header(t.calls[0]!.init, 'org-id')).toBe('org-1');
  });

  it('raises the JSON error sent before the stream, without retrying a 5xx', async () => {
    const t = setup();
    t.respond(() => fail(503, 'AI_UNAVAILABLE'));
    const error = await t.client
      .events('/api/v1/x/reply', { method: 'POST' }, () => undefined)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 503, code: 'AI_UNAVAILABLE' });
    expect(t.calls).toHaveLength(1);
  });

  it('keeps streaming past the request time-out, and stops reading when aborted', async () => {
    const t = setup();
    let stream!: ReturnType<typeof liveStream>;
    t.respond((_url, init) => {
      stream = liveStream(init);
      return stream.response;
    });
    const controller = new AbortController();
    const texts: string[] = [];
    const reading = t.client
      .events('/api/v1/x/reply', { method: 'POST', signal: controller.signal }, (e) =>
        texts.push(e.data),
      )
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    stream.push('event: token\ndata: one\n\nevent: tok');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 2);
    stream.push('en\ndata: two\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(texts).toEqual(['one', 'two']);
    controller.abort();
    await expect(reading).resolves.toMatchObject({ name: 'AbortError' });
    expect(texts).toEqual(['one', 'two']);
  });
});
