import dns from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { Agent, fetch as undiciFetch } from 'undici';
import { createAddressPolicy, ipOf, normalHost } from './address-policy.js';

/**
 * The one way the server fetches a URL that a tenant chose (AI providers, HTTP models, and later
 * crawled sites and webhooks). It parses the URL strictly, resolves the name and refuses private,
 * loopback, link-local, unique-local, unspecified and reserved addresses unless the operator
 * allowed the host (EGRESS_ALLOW_HOSTS); it connects to the very address it checked (the check
 * runs inside the connection's DNS lookup, so a name cannot resolve twice to two answers).
 * Refusals and network failures all read the same, so the answers cannot map an internal network.
 */

export const EGRESS_FAILURE_MESSAGE = 'The address could not be reached.';

/** Every refusal and network failure; the reason stays in `cause` for the server's own use. */
export class EgressError extends Error {
  readonly code = 'EGRESS_FAILED';
  constructor(cause?: unknown) {
    super(EGRESS_FAILURE_MESSAGE, { cause });
    this.name = 'EgressError';
  }
}

/**
 * `refuse`: a redirect is a failure; for requests that carry patient data or keys, which must
 * reach the address that was configured and no other. `follow`: redirects are followed (at most
 * five), each new address checked like the first; for fetching public pages.
 */
export type RedirectPolicy = 'refuse' | 'follow';

export interface EgressGuardOptions {
  /** Host names, addresses and CIDR ranges the operator allows on private networks. */
  allowHosts: readonly string[];
  /** Name resolution; the system resolver unless a test supplies its own. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

/** Shaped like `fetch` for SDKs; a `Request` object is refused (its body could not be re-checked
 * or replayed), callers pass the URL and the init. */
export type GuardedFetch = (url: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface EgressGuard {
  /** Checks a URL's form; throws EgressError for other schemes, credentials or a bad host. */
  parseUrl(url: string | URL): URL;
  /** As parseUrl, and also refuses a query or fragment, which would take over the paths. */
  parseBaseUrl(url: string): URL;
  /** A fetch with the given redirect policy, for SDKs that take their own `fetch`. */
  fetcher(redirects?: RedirectPolicy): GuardedFetch;
  fetch(
    url: string | URL | Request,
    init?: RequestInit,
    redirects?: RedirectPolicy,
  ): Promise<Response>;
  close(): Promise<void>;
}

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolve = (hostname: string) => dns.promises.lookup(hostname, { all: true });

/** A URL the guard will try: http(s), no credentials. */
function parseUrl(input: string | URL | Request): URL {
  if (typeof input === 'object' && !(input instanceof URL)) throw new EgressError('request');
  let url: URL;
  try {
    url = new URL(input);
  } catch (e) {
    throw new EgressError(e);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new EgressError('scheme');
  if (url.username || url.password) throw new EgressError('credentials');
  if (!url.hostname) throw new EgressError('host');
  return url;
}

export function createEgressGuard(options: EgressGuardOptions): EgressGuard {
  const policy = createAddressPolicy(options.allowHosts);
  const resolve = options.resolve ?? systemResolve;

  /** Resolves, refuses the lot if any answer is off limits, and hands over what it checked. */
  function lookup(
    hostname: string,
    opts: LookupOptions,
    callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) {
    resolve(hostname).then(
      (answers) => {
        const usable = answers.filter((a) => !opts.family || a.family === opts.family);
        if (!usable.length || !answers.every((a) => policy.permits(a.address, hostname))) {
          callback(new EgressError('address'), '');
          return;
        }
        if (opts.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (e: unknown) => callback(new EgressError(e), ''),
    );
  }

  // One pool for all guarded requests; its connections only ever open to checked addresses.
  const agent = new Agent({ connect: { lookup } as never });

  /** Refuses an address literal before connecting; names are checked in `lookup` above. */
  function check(url: URL) {
    const ip = ipOf(url.hostname);
    if (ip && !policy.permits(ip.toString(), normalHost(url.hostname))) {
      throw new EgressError('address');
    }
  }

  async function once(url: URL, init: RequestInit): Promise<Response> {
    check(url);
    try {
      const res = await undiciFetch(url, {
        ...(await withPortableBody(init)),
        redirect: 'manual',
        dispatcher: agent,
      });
      return res;
    } catch (e) {
      // The caller's own time-out or abort is theirs to report; anything else reads the same.
      if (init.signal?.aborted) throw init.signal.reason;
      throw new EgressError(e);
    }
  }

  async function guardedFetch(
    input: string | URL | Request,
    init: RequestInit = {},
    redirects: RedirectPolicy = 'refuse',
  ): Promise<Response> {
    let url = parseUrl(input);
    let request = init;
    for (let hop = 0; ; hop++) {
      const res = await once(url, request);
      const location = res.headers.get('location');
      if (!REDIRECTS.has(res.status) || !location) return res;
      await res.body?.cancel();
      if (redirects === 'refuse' || hop === MAX_REDIRECTS) throw new EgressError('redirect');
      const next = parseUrl(new URL(location, url));
      request = redirectedRequest(request, res.status, next.origin !== url.origin);
      url = next;
    }
  }

  return {
    parseUrl,
    parseBaseUrl(input) {
      if (/[?#]/.test(input)) throw new EgressError('query');
      return parseUrl(input);
    },
    fetcher:
      (redirects = 'refuse') =>
      (url, init) =>
        guardedFetch(url, init, redirects),
    fetch: guardedFetch,
    close: () => agent.close(),
  };
}

/** The request a redirect asks for: GET without a body after 303 (and 301/302 from a POST), and
 * no credentials sent on to another origin. */
function redirectedRequest(init: RequestInit, status: number, crossOrigin: boolean): RequestInit {
  const method = (init.method ?? 'GET').toUpperCase();
  const toGet = status === 303 || ((status === 301 || status === 302) && method === 'POST');
  const headers = new Headers(init.headers);
  if (crossOrigin) {
    headers.delete('authorization');
    headers.delete('cookie');
  }
  if (toGet) {
    headers.delete('content-type');
    return { ...init, method: 'GET', body: undefined, headers };
  }
  return { ...init, headers };
}

/**
 * Node's own FormData (what SDKs build for uploads) is not the guard's undici's class, which would
 * send it as text: encode it to bytes with its multipart content type first.
 */
async function withPortableBody(init: RequestInit): Promise<object> {
  if (!(init.body instanceof FormData)) return init;
  const encoded = new Response(init.body);
  const headers = new Headers(init.headers);
  headers.set('content-type', encoded.headers.get('content-type') ?? 'multipart/form-data');
  return { ...init, headers, body: Buffer.from(await encoded.arrayBuffer()) };
}
