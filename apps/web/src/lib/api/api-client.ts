import type { ErrorCode } from '@dermadesk/contracts';
import type { TokenStore, Tokens } from '../auth/token-store';
import { ApiError } from './api-error';
import type { ServerSentEvent } from './event-stream';

export const REQUEST_TIMEOUT_MS = 60_000;
export const MAX_RETRIES = 5;
export const RETRY_DELAY_MS = 1_000;

export interface ApiClientOptions {
  tokens: TokenStore;
  /** The current organisation, sent as the `org-id` header. */
  getOrgId: () => string | null | undefined;
  tokenEndpoint: string;
  clientId: string;
  /** Called once the session cannot be renewed, after the tokens were cleared. */
  onSessionExpired: () => void;
  fetch?: typeof fetch;
  baseUrl?: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as-is when FormData or a Blob (with the Blob's type). */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Overrides the current organisation for this call (e.g. loading each of the user's orgs). */
  orgId?: string | null;
  signal?: AbortSignal;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Codes the server sends after verifying the token: a refresh cannot change the answer. */
const DENIED_CODES: ReadonlySet<string> = new Set<ErrorCode>(['NO_PAGE_ACCESS', 'FORBIDDEN']);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const isRetryable = (status: number) => status >= 500 || status === 408;

interface ErrorBody {
  success?: false;
  error?: { code?: ErrorCode; message?: string; details?: unknown };
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` wins over `filename`). */
export function fileNameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  return plain?.[1] ?? plain?.[2] ?? undefined;
}

/**
 * The one HTTP client of the web app. It adds the bearer ID token and `org-id`, times out after
 * 60 s, retries 5xx/408 up to 5 times (1 s × attempt), renews the session once on 401/403 and
 * logs out when that fails. It raises typed ApiErrors and has no UI side effects.
 */
export function createApiClient(opts: ApiClientOptions) {
  const doFetch = opts.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = opts.baseUrl ?? '';
  let refreshing: Promise<Tokens | null> | null = null;

  async function send(
    path: string,
    req: RequestOptions,
    idToken: string | undefined,
    accept = 'application/json',
  ) {
    const headers: Record<string, string> = { accept };
    if (idToken) headers.authorization = `Bearer ${idToken}`;
    const orgId = req.orgId === undefined ? opts.getOrgId() : req.orgId;
    if (orgId) headers['org-id'] = orgId;
    let body: BodyInit | undefined;
    if (req.body instanceof FormData) body = req.body;
    else if (req.body instanceof Blob) {
      headers['content-type'] = req.body.type || 'application/octet-stream';
      body = req.body;
    } else if (req.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.body);
    }
    const query = Object.entries(req.query ?? {}).filter(([, v]) => v !== undefined);
    const qs = query.length
      ? `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}`
      : '';

    const controller = new AbortController();
    const onAbort = () => controller.abort(req.signal?.reason);
    req.signal?.addEventListener('abort', onAbort);
    let timedOut = false;
    // The time-out covers waiting for the answer to start; a body may then stream for as long
    // as it takes, and the caller's signal still aborts it (the listener stays on success).
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, REQUEST_TIMEOUT_MS);
    try {
      return await doFetch(`${baseUrl}${path}${qs}`, {
        method: req.method ?? 'GET',
        headers,
        body: body ?? null,
        signal: controller.signal,
      });
    } catch (cause) {
      req.signal?.removeEventListener('abort', onAbort);
      if (timedOut) throw new ApiError('timeout', { cause });
      if (req.signal?.aborted) throw cause;
      throw new ApiError('network', { cause });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends with the 5xx/408 retry rule: up to `retries` more attempts, 1 s × attempt apart. */
  async function sendWithRetries(
    path: string,
    req: RequestOptions,
    idToken: string | undefined,
    accept?: string,
    retries = MAX_RETRIES,
  ) {
    for (let attempt = 1; ; attempt++) {
      const res = await send(path, req, idToken, accept);
      if (!isRetryable(res.status) || attempt > retries) return res;
      await sleep(RETRY_DELAY_MS * attempt);
    }
  }

  async function refresh(refreshToken: string): Promise<Tokens | null> {
    try {
      const res = await doFetch(`${baseUrl}${opts.tokenEndpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: opts.clientId,
          refresh_token: refreshToken,
        }).toString(),
      });
      if (!res.ok) return null;
      const json = (await readJson(res)) as
        { id_token?: string; access_token?: string; refresh_token?: string } | undefined;
      if (!json?.id_token) return null;
      const tokens: Tokens = {
        idToken: json.id_token,
        accessToken: json.access_token,
        // Rotation: the provider may hand out a new refresh token.
        refreshToken: json.refresh_token ?? refreshToken,
      };
      opts.tokens.set(tokens);
      return tokens;
    } catch {
      return null;
    }
  }

  /** Concurrent 401s share one refresh. */
  function refreshOnce(refreshToken: string) {
    refreshing ??= refresh(refreshToken).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function expire(): never {
    opts.tokens.clear();
    opts.onSessionExpired();
    throw new ApiError('session-expired');
  }

  async function toError(res: Response): Promise<ApiError> {
    const json = (await readJson(res)) as ErrorBody | undefined;
    const code = json?.error?.code;
    const message = json?.error?.message;
    const kind = res.status === 403 && code && DENIED_CODES.has(code) ? 'access-denied' : 'http';
    return new ApiError(kind, {
      status: res.status,
      ...(code ? { code } : {}),
      ...(message ? { message } : {}),
      details: json?.error?.details,
    });
  }

  const isAuthFailure = async (res: Response) => {
    if (res.status === 401) return true;
    if (res.status !== 403) return false;
    // A 403 naming a denial came from a valid token; only other 403s mean a stale session.
    const code = ((await readJson(res.clone())) as ErrorBody | undefined)?.error?.code;
    return !(code && DENIED_CODES.has(code));
  };

  /** Sends with every rule (retries, renewal) and returns the successful response. */
  async function respond(
    path: string,
    req: RequestOptions,
    accept?: string,
    retries?: number,
  ): Promise<Response> {
    const tokens = opts.tokens.get();
    let res = await sendWithRetries(path, req, tokens?.idToken, accept, retries);
    if (await isAuthFailure(res)) {
      const current = opts.tokens.get();
      if (!current?.refreshToken) expire();
      const renewed = await refreshOnce(current.refreshToken);
      if (!renewed) expire();
      res = await sendWithRetries(path, req, renewed.idToken, accept, retries);
      if (await isAuthFailure(res)) expire();
    }
    if (!res.ok) throw await toError(res);
    return res;
  }

  async function request<T>(path: string, req: RequestOptions = {}): Promise<T> {
    const json = (await readJson(await respond(path, req))) as { data?: T } | undefined;
    return json?.data as T;
  }

  /**
   * A file (CSV, PDF, image) fetched with the same headers and rules as any call, so no token
   * ever goes into a URL. `fileName` comes from the Content-Disposition header when present.
   */
  async function download(
    path: string,
    req: RequestOptions = {},
  ): Promise<{ blob: Blob; fileName: string | undefined }> {
    const res = await respond(path, req, '*/*');
    return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition')) };
  }

  /**
   * A call answered with server-sent events, read to the end with `onEvent` per event. Failures
   * before the stream starts are ApiErrors like any call's, but 5xx are not retried: the request
   * may have had effects (a saved message), and an AI error such as 503 AI_UNAVAILABLE will not
   * change in a few seconds. Aborting `req.signal` rejects with the AbortError, mid-stream too.
   */
  async function events(
    path: string,
    req: RequestOptions,
    onEvent: (event: ServerSentEvent) => void,
  ): Promise<void> {
    const res = await respond(path, req, 'text/event-stream', 0);
    if (!res.body) throw new ApiError('network');
    try {
      // Only the Assistant streams: its parser loads with the first stream, not the first page.
      const { readEventStream } = await import('./event-stream');
      await readEventStream(res.body, onEvent);
    } catch (cause) {
      if (req.signal?.aborted || cause instanceof ApiError) throw cause;
      // The connection dropped part-way; a handler's own error keeps its identity.
      throw cause instanceof TypeError ? new ApiError('network', { cause }) : cause;
    }
  }

  return {
    request,
    download,
    events,
    get: <T>(path: string, req: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...req, method: 'GET' }),
    post: <T>(path: string, body?: unknown, req: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...req, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, req: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...req, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, req: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...req, method: 'PATCH', body }),
    delete: <T>(path: string, req: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...req, method: 'DELETE' }),
  };
}
