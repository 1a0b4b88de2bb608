/**
 * Upload progress for the one API client. `fetch` cannot report request-body progress, so a
 * multipart body registered here is sent with XMLHttpRequest instead; every other request uses
 * `fetch`. The client's headers, retries and renewal stay the same either way.
 */
export type ProgressListener = (fraction: number) => void;

const listeners = new WeakMap<FormData, ProgressListener>();

/** Reports the upload fraction (0–1) of `body` whenever the client sends it (retries too). */
export function trackUploadProgress(body: FormData, listener: ProgressListener): FormData {
  listeners.set(body, listener);
  return body;
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

function xhrFetch(url: string, init: RequestInit, listener: ProgressListener): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'blob';
    new Headers(init.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) listener(e.loaded / e.total);
    };
    xhr.onload = () => {
      listener(1);
      resolve(
        new Response(xhr.response as Blob, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    listener(0);
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

/** `fetch`, except for bodies registered with `trackUploadProgress`. */
export const progressFetch: typeof fetch = (input, init) => {
  const body = init?.body;
  const listener = body instanceof FormData ? listeners.get(body) : undefined;
  if (!listener || typeof XMLHttpRequest === 'undefined' || typeof input !== 'string') {
    return globalThis.fetch(input, init);
  }
  return xhrFetch(input, init ?? {}, listener);
};
