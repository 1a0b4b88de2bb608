import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEgressGuard } from '../../platform/egress/egress-guard.js';
import { crawlSite } from './crawler.js';
import { page, startTestSite, type TestSite } from './test-site.fixture.js';

/**
 * The crawler fetches only through the egress guard: a site whose name resolves to a loopback
 * address is refused, and so is a redirect from an allowed site to a loopback address.
 */
describe('crawler and the private-address guard', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('');
    const port = new URL(site.url).port;
    site.pages.set('/r', { html: page('Start', '<p>Follow the link.</p>', ['/r/jump']) });
    site.pages.set('/r/jump', { html: '', redirect: `http://127.0.0.1:${port}/r/secret` });
    site.pages.set('/r/secret', { html: page('Secret', '<p>Internal data.</p>') });
  });
  afterAll(() => site.close());

  const port = () => new URL(site.url).port;
  // `clinic.test` resolves to 127.0.0.1, like a public name pointed at the server itself.
  const resolve = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);

  it('refuses a name that resolves to 127.0.0.1', async () => {
    const guard = createEgressGuard({ allowHosts: [], resolve });
    const { results } = await crawlSite({
      start: `http://clinic.test:${port()}/r`,
      maxDepth: 2,
      maxPages: 10,
      known: [],
      fetch: (url, init) => guard.fetch(url, init, 'follow'),
    });
    await guard.close();
    expect(results).toEqual([]);
    expect(site.hits.get('/r')).toBeUndefined();
  });

  it('refuses a redirect from an allowed site to a loopback address', async () => {
    // The operator allowed the name, not the loopback address it redirects to.
    const guard = createEgressGuard({ allowHosts: ['clinic.test'], resolve });
    const { results } = await crawlSite({
      start: `http://clinic.test:${port()}/r`,
      maxDepth: 2,
      maxPages: 10,
      known: [],
      fetch: (url, init) => guard.fetch(url, init, 'follow'),
    });
    await guard.close();
    expect(results.map((r) => r.url)).toEqual([`http://clinic.test:${port()}/r`]);
    expect(site.hits.get('/r/jump')).toBe(1);
    expect(site.hits.get('/r/secret')).toBeUndefined();
  });
});
