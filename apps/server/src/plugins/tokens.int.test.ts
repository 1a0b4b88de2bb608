import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPair, SignJWT, base64url } from 'jose';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../test/test-app.js';

describe.each(databaseKinds())('token verification (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind);
  });
  afterAll(() => t.close());

  const syncWith = (authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sync-user',
      headers: authorization ? { authorization } : {},
    });

  it('accepts a valid ID token', async () => {
    const res = await syncWith(`Bearer ${await t.tokenFor(t.userIds.ana)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('ana.nguyen@demo.dermadesk.example');
  });

  it('rejects a missing or malformed Authorization header', async () => {
    for (const header of [undefined, 'Bearer', 'Basic abc', 'Bearer not a token']) {
      const res = await syncWith(header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('rejects an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const res = await syncWith(
      `Bearer ${await t.tokenFor(t.userIds.ana, { iat: past - 60, exp: past })}`,
    );
    expect(res.statusCode).toBe(401);
  });

  it('rejects a token that is not yet valid', async () => {
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect(
      (await syncWith(`Bearer ${await t.tokenFor(t.userIds.ana, { nbf: future })}`)).statusCode,
    ).toBe(401);
  });

  it('rejects a wrong audience and a wrong issuer', async () => {
    expect(
      (await syncWith(`Bearer ${await t.tokenFor(t.userIds.ana, { aud: 'someone-else' })}`))
        .statusCode,
    ).toBe(401);
    expect(
      (await syncWith(`Bearer ${await t.tokenFor(t.userIds.ana, { iss: 'https://evil.example' })}`))
        .statusCode,
    ).toBe(401);
  });

  it('rejects a token signed with another key (same kid)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: t.signingKey.kid })
      .setSubject(t.userIds.ana)
      .setIssuer(t.config.publicUrl)
      .setAudience(t.config.oidc.clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(privateKey);
    expect((await syncWith(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('rejects alg none and a tampered payload', async () => {
    const now = Math.floor(Date.now() / 1000);
    const enc = (o: object) => base64url.encode(JSON.stringify(o));
    const claims = {
      sub: t.userIds.ana,
      iss: t.config.publicUrl,
      aud: t.config.oidc.clientId,
      iat: now,
      exp: now + 300,
    };
    expect((await syncWith(`Bearer ${enc({ alg: 'none' })}.${enc(claims)}.`)).statusCode).toBe(401);

    const [header, , signature] = (await t.tokenFor(t.userIds.leo)).split('.');
    const tampered = `${header}.${enc({ ...claims, sub: t.userIds.ana })}.${signature}`;
    expect((await syncWith(`Bearer ${tampered}`)).statusCode).toBe(401);
  });

  it('rejects a valid token for a user that no longer exists', async () => {
    const res = await syncWith(
      `Bearer ${await t.tokenFor('00000000-0000-4000-8000-000000000000')}`,
    );
    expect(res.statusCode).toBe(401);
  });

  it('never includes a stack trace in errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sync-user',
      headers: bearer('x.y.z'),
    });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
