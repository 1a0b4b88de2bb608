import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.js';

/** The token endpoint answers CORS for the web app's own origin only (issue 21). */
describe('CORS on the token endpoint', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext('pglite');
  });
  afterAll(() => t.close());

  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/oauth2/token',
      headers: { origin, 'access-control-request-method': 'POST' },
    });

  it('does not reflect another origin', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows the configured web origin', async () => {
    const res = await preflight(new URL(t.config.publicUrl).origin);
    expect(res.headers['access-control-allow-origin']).toBe(new URL(t.config.publicUrl).origin);
  });
});
