import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A page of the local test site: its HTML and, optionally, the validators it sends. */
export interface TestPage {
  html: string;
  /** Answer with a 302 to this address instead. */
  redirect?: string;
  etag?: string;
  lastModified?: string;
}

export interface TestSite {
  url: string;
  pages: Map<string, TestPage>;
  /** Requests per path, and how many of them were answered 304. */
  hits: Map<string, number>;
  notModified: Map<string, number>;
  close(): Promise<void>;
}

export const page = (title: string, body: string, links: string[] = []) =>
  `<!doctype html><html><head><title>${title}</title></head><body>
  <nav>${links.map((l) => `<a href="${l}">${l}</a>`).join(' ')}</nav>
  <main><article><h1>${title}</h1>${body}</article></main>
  <footer>Clinic footer: opening hours and contact details.</footer></body></html>`;

/** A small site on loopback with robots.txt and conditional requests, for crawler tests. */
export async function startTestSite(
  robots = 'User-agent: *\nDisallow: /guide/private\n',
  port = 0,
): Promise<TestSite> {
  const pages = new Map<string, TestPage>();
  const hits = new Map<string, number>();
  const notModified = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end(robots);
    }
    const p = pages.get(path);
    if (p?.redirect) {
      res.writeHead(302, { location: p.redirect });
      return res.end();
    }
    if (!p) {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<h1>Not found</h1>');
    }
    const fresh =
      (p.etag && req.headers['if-none-match'] === p.etag) ||
      (p.lastModified && req.headers['if-modified-since'] === p.lastModified);
    if (fresh) {
      notModified.set(path, (notModified.get(path) ?? 0) + 1);
      res.writeHead(304);
      return res.end();
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      ...(p.etag ? { etag: p.etag } : {}),
      ...(p.lastModified ? { 'last-modified': p.lastModified } : {}),
    });
    res.end(p.html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    pages,
    hits,
    notModified,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const para = (s: string) => `<p>${s}</p>`;
export const FILL =
  'Our clinic team explains skin care to patients in plain words at every visit. ';

/** The guide the tests crawl: an index linking three pages, one disallowed, one off-site. */
export function fillGuide(site: TestSite) {
  site.pages.set('/guide', {
    html: page('Patient guides', para(`${FILL.repeat(3)}Start here for our leaflets.`), [
      '/guide/acne',
      '/guide/eczema',
      '/guide/private',
      '/about',
    ]),
  });
  site.pages.set('/guide/acne', {
    etag: '"acne-1"',
    html: page(
      'Acne',
      para(`${FILL.repeat(3)}Benzoyl peroxide 5% gel is applied once daily in the evening.`),
    ),
  });
  site.pages.set('/guide/eczema', {
    lastModified: 'Wed, 01 Jan 2025 00:00:00 GMT',
    html: page(
      'Eczema',
      para(`${FILL.repeat(3)}Wet wraps are used for flares at night for up to seven days.`),
    ),
  });
  site.pages.set('/guide/private', { html: page('Staff only', para('Internal rota.')) });
  site.pages.set('/about', { html: page('About', para('Outside the guide folder.')) });
}
