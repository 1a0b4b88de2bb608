import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/postgres-cluster.js';
import { bearer, createTestContext, type TestContext } from '../test/test-app.js';

/**
 * An external issuer replaces the built-in one: a second Dermadesk instance plays the issuer
 * (served over HTTP, so discovery and JWKS are fetched for real); the app under test trusts it.
 */
describe('external OpenID issuer', () => {
  let issuer: TestContext;
  let app: TestContext;
  let issuerUrl: string;
  beforeAll(async () => {
    const port = await freePort();
    issuerUrl = `http://127.0.0.1:${port}`;
    issuer = await createTestContext('pglite', { PUBLIC_URL: issuerUrl });
    await issuer.app.listen({ port, host: '127.0.0.1' });
    app = await createTestContext('pglite', { OIDC_ISSUER: issuerUrl });
  });
  afterAll(async () => {
    await app.close();
    await issuer.close();
  });

  it('does not mount the built-in provider', async () => {
    const res = await app.app.inject({ url: '/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(404);
  });

  it("accepts the issuer's tokens and provisions the user by e-mail on first sight", async () => {
    const token = await issuer.tokenFor('external-subject-123', {
      iss: issuerUrl,
      email: 'Visiting.Derm@Partner.example',
      given_name: 'Vera',
      family_name: 'Costa',
    });
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/v1/users/sync-user',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: 'visiting.derm@partner.example',
      firstName: 'Vera',
      lastName: 'Costa',
      orgRoleList: [],
    });
    const again = await app.app.inject({
      method: 'POST',
      url: '/api/v1/users/sync-user',
      headers: bearer(token),
    });
    expect(again.json().data.id).toBe(res.json().data.id);
  });

  it("refuses tokens signed by the app's own keys once an external issuer is configured", async () => {
    const own = await app.tokenFor(app.userIds.ana, { iss: issuerUrl });
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/v1/users/sync-user',
      headers: bearer(own),
    });
    expect(res.statusCode).toBe(401);
  });
});
