/**
 * The one form a web address is compared in (duplicates, visited pages, "under the path"):
 * lower-case scheme and host, no default port, no fragment, no tracking parameters, sorted query,
 * dot segments resolved, and no trailing slash except the root.
 */
const TRACKING = /^(utm_[a-z]+|gclid|fbclid|mc_[a-z]+|ref)$/i;

export function normalizeUrl(input: string | URL): string {
  const url = new URL(input);
  url.hash = '';
  url.username = '';
  url.password = '';
  url.hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  if (
    (url.protocol === 'http:' && url.port === '80') ||
    (url.protocol === 'https:' && url.port === '443')
  )
    url.port = '';
  const params = [...url.searchParams.entries()]
    .filter(([k]) => !TRACKING.test(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  url.pathname = url.pathname.replace(/\/{2,}/g, '/').replace(/\/index\.html?$/i, '/');
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.toString();
}

/**
 * The folder a crawl stays under: the start path itself when it names a folder (`/guides`), its
 * parent folder when it names a file (`/guides/index.php`).
 */
export function scopeOf(start: string): { origin: string; path: string } {
  const url = new URL(normalizeUrl(start));
  const last = url.pathname.split('/').at(-1) ?? '';
  const path = last.includes('.')
    ? url.pathname.slice(0, url.pathname.length - last.length)
    : url.pathname.replace(/\/?$/, '/');
  return { origin: url.origin, path };
}

export function inScope(url: string, scope: { origin: string; path: string }): boolean {
  const u = new URL(url);
  if (u.origin !== scope.origin) return false;
  return u.pathname === scope.path.replace(/\/$/, '') || u.pathname.startsWith(scope.path);
}
