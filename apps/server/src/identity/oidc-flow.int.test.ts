import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../test/test-app.js';

const PASSWORD = 'Derma-demo-2026';

/** A tiny cookie jar over `inject`, enough to walk the browser side of the flow. */
function browser(app: FastifyInstance) {
  const jar = new Map<string, string>();
  const remember = (res: LightMyRequestResponse) => {
    for (const c of res.cookies as { name: string; value: string }[]) {
      if (c.value) jar.set(c.name, c.value);
      else jar.delete(c.name);
    }
    return res;
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const path = (location: string) => location.replace(/^https?:\/\/[^/]+/, '');
  return {
    // The provider builds absolute URLs from the Host header, as a browser would send it.
    get: async (url: string) =>
      remember(
        await app.inject({
          method: 'GET',
          url: path(url),
          headers: { host: 'localhost:8080', cookie: cookie() },
        }),
      ),
    postForm: async (url: string, form: Record<string, string>) =>
      remember(
        await app.inject({
          method: 'POST',
          url: path(url),
          headers: {
            host: 'localhost:8080',
            cookie: cookie(),
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: new URLSearchParams(form).toString(),
        }),
      ),
  };
}

describe.each(databaseKinds())(
  'built-in OpenID provider: authorization code + PKCE (%s)',
  (kind) => {
    let t: TestContext;
    const redirectUri = 'http://localhost:8080/auth/signin-callback';
    beforeAll(async () => {
      t = await createTestContext(kind);
    });
    afterAll(() => t.close());

    async function startSignIn(b: ReturnType<typeof browser>) {
      const verifier = randomBytes(32).toString('base64url');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const params = new URLSearchParams({
        client_id: t.config.oidc.clientId,
        response_type: 'code',
        scope: 'openid email phone profile',
        redirect_uri: redirectUri,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state: 'st4te',
        nonce: 'n0nce',
        ui_locales: 'fr',
      });
      const authorize = await b.get(`/oauth2/authorize?${params.toString()}`);
      expect(authorize.statusCode).toBe(303);
      const interaction = authorize.headers.location as string;
      expect(interaction).toMatch(/^\/oauth2\/interaction\/[\w-]+$/);
      return { verifier, interaction };
    }

    it('serves discovery with the fixed endpoint paths', async () => {
      const res = await t.app.inject({
        url: '/.well-known/openid-configuration',
        headers: { host: 'localhost:8080' },
      });
      const doc = res.json();
      expect(doc.issuer).toBe('http://localhost:8080');
      expect(doc.token_endpoint).toBe('http://localhost:8080/oauth2/token');
      expect(doc.authorization_endpoint).toBe('http://localhost:8080/oauth2/authorize');
      expect(doc.end_session_endpoint).toBe('http://localhost:8080/oauth2/logout');
      expect(doc.jwks_uri).toBe('http://localhost:8080/oauth2/jwks');
      expect(doc.code_challenge_methods_supported).toEqual(['S256']);
      const jwks = (await t.app.inject({ url: '/oauth2/jwks' })).json();
      expect(jwks.keys[0]).not.toHaveProperty('d'); // public halves only
    });

    it('refuses an authorization request without PKCE', async () => {
      const b = browser(t.app);
      const params = new URLSearchParams({
        client_id: t.config.oidc.clientId,
        response_type: 'code',
        scope: 'openid',
        redirect_uri: redirectUri,
      });
      const res = await b.get(`/oauth2/authorize?${params.toString()}`);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toContain('error=invalid_request');
    });

    it('signs in, gets tokens, calls the API, refreshes with rotation and signs out', async () => {
      const b = browser(t.app);
      const { verifier, interaction } = await startSignIn(b);

      const page = await b.get(interaction);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toContain('Mot de passe'); // ui_locales=fr
      expect(page.body).toContain('<html lang="fr">');
      // The tab shows the product's icon, not a failed /favicon.ico request.
      expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');

      const wrong = await b.postForm(`${interaction}/login`, {
        email: 'ana.nguyen@demo.dermadesk.example',
        password: 'nope',
        lang: 'en',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain('The email or password is incorrect.');

      const ok = await b.postForm(`${interaction}/login`, {
        email: 'Ana.Nguyen@demo.dermadesk.example',
        password: PASSWORD,
        lang: 'en',
      });
      expect(ok.statusCode).toBe(303);
      const resumed = await b.get(ok.headers.location as string);
      expect(resumed.statusCode).toBe(303);
      const callback = new URL(resumed.headers.location as string);
      expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
      expect(callback.searchParams.get('state')).toBe('st4te');
      const code = callback.searchParams.get('code')!;

      const token = await b.postForm('/oauth2/token', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: t.config.oidc.clientId,
        code_verifier: verifier,
      });
      expect(token.statusCode).toBe(200);
      const tokens = token.json();
      expect(tokens.refresh_token).toEqual(expect.any(String));
      const claims = decodeJwt(tokens.id_token);
      expect(claims).toMatchObject({
        sub: t.userIds.ana,
        email: 'ana.nguyen@demo.dermadesk.example',
        given_name: 'Ana',
        family_name: 'Nguyen',
        preferred_username: 'ana.nguyen',
        'custom:role': 'clinician',
        nonce: 'n0nce',
      });
      expect(claims.orgRoleList).toEqual(
        expect.arrayContaining([
          { orgId: t.orgIds.clinic, role: 'admin' },
          { orgId: t.orgIds.northside, role: 'member' },
        ]),
      );

      const me = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/sync-user',
        headers: bearer(tokens.id_token),
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.id).toBe(t.userIds.ana);

      const refreshed = await b.postForm('/oauth2/token', {
        grant_type: 'refresh_token',
        client_id: t.config.oidc.clientId,
        refresh_token: tokens.refresh_token,
      });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const next = refreshed.json();
      expect(decodeJwt(next.id_token).sub).toBe(t.userIds.ana);
      expect(next.refresh_token).not.toBe(tokens.refresh_token); // rotated

      // Sign out at the provider: confirmation form, then back to the site root.
      const logout = await b.get(
        `/oauth2/logout?${new URLSearchParams({ id_token_hint: next.id_token, post_logout_redirect_uri: 'http://localhost:8080/' }).toString()}`,
      );
      expect(logout.statusCode).toBe(200);
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(logout.body)?.[1];
      expect(xsrf).toBeTruthy();
      expect(logout.body).toContain('/auth-assets/auto-sign-out.js');
      const confirmed = await b.postForm('/oauth2/logout/confirm', { xsrf: xsrf!, logout: 'yes' });
      expect(confirmed.statusCode).toBe(303);
      expect(confirmed.headers.location).toBe('http://localhost:8080/');

      // The session is over: its ID tokens and refresh token no longer work.
      const after = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/sync-user',
        headers: bearer(next.id_token),
      });
      expect(after.statusCode).toBe(401);
      const refreshAfter = await b.postForm('/oauth2/token', {
        grant_type: 'refresh_token',
        client_id: t.config.oidc.clientId,
        refresh_token: next.refresh_token,
      });
      expect(refreshAfter.statusCode).toBe(400);
    });

    /** Signs Ana in and returns the browser, the code and its PKCE verifier. */
    async function signInForCode() {
      const b = browser(t.app);
      const { verifier, interaction } = await startSignIn(b);
      await b.get(interaction);
      const ok = await b.postForm(`${interaction}/login`, {
        email: 'ana.nguyen@demo.dermadesk.example',
        password: PASSWORD,
      });
      const code = new URL(
        (await b.get(ok.headers.location as string)).headers.location as string,
      ).searchParams.get('code')!;
      const exchange = () =>
        b.postForm('/oauth2/token', {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: t.config.oidc.clientId,
          code_verifier: verifier,
        });
      const refresh = (refreshToken: string) =>
        b.postForm('/oauth2/token', {
          grant_type: 'refresh_token',
          client_id: t.config.oidc.clientId,
          refresh_token: refreshToken,
        });
      return { exchange, refresh };
    }
    const apiStatus = async (idToken: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/users/sync-user',
          headers: bearer(idToken),
        })
      ).statusCode;

    it('treats a replayed code as theft: refused, and the tokens it gave are revoked', async () => {
      const { exchange, refresh } = await signInForCode();
      const first = await exchange();
      expect(first.statusCode).toBe(200);
      expect(await apiStatus(first.json().id_token)).toBe(200);
      expect((await exchange()).statusCode).toBe(400);
      expect((await refresh(first.json().refresh_token)).statusCode).toBe(400);
      expect(await apiStatus(first.json().id_token)).toBe(401);
    });

    it('treats a reused refresh token as theft: the ID tokens of that session stop working', async () => {
      const { exchange, refresh } = await signInForCode();
      const tokens = (await exchange()).json();
      const rotated = await refresh(tokens.refresh_token);
      expect(rotated.statusCode).toBe(200);
      const next = rotated.json();
      expect(await apiStatus(next.id_token)).toBe(200);

      const reused = await refresh(tokens.refresh_token);
      expect(reused.statusCode).toBe(400);
      // Both the first ID token and the one the refresh gave are refused at once, not in an hour.
      expect(await apiStatus(tokens.id_token)).toBe(401);
      expect(await apiStatus(next.id_token)).toBe(401);
      expect((await refresh(next.refresh_token)).statusCode).toBe(400);
    });

    it('locks an account after repeated failures, then refuses even the right password', async () => {
      const b = browser(t.app);
      const { interaction } = await startSignIn(b);
      await b.get(interaction);
      for (let i = 0; i < t.config.signIn.maxFailures; i++) {
        const res = await b.postForm(`${interaction}/login`, {
          email: 'leo.martin@demo.dermadesk.example',
          password: `bad-${i}`,
        });
        expect(res.statusCode).toBe(401);
      }
      const locked = await b.postForm(`${interaction}/login`, {
        email: 'leo.martin@demo.dermadesk.example',
        password: PASSWORD,
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.body).toContain('Too many failed attempts');
    });

    it('rate-limits sign-in attempts per IP', async () => {
      const b = browser(t.app);
      const { interaction } = await startSignIn(b);
      await b.get(interaction);
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) {
        const res = await b.postForm(`${interaction}/login`, {
          email: `nobody${i}@example.com`,
          password: 'x',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toContain(429);
      expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    });

    it('shows an expired page for an unknown interaction', async () => {
      const res = await browser(t.app).get('/oauth2/interaction/abcdefghijklmnop');
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('expired');
    });
  },
);
