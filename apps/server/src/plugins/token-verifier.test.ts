import { exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier, localJwks } from './token-verifier.js';

const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };

const sign = (expiresInSeconds: number) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject('user-1')
    .setIssuer('http://issuer')
    .setAudience('web')
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(privateKey);
};

/** Counts key lookups: one per real signature check. */
function countingKeys() {
  const keys = localJwks({ keys: [jwk] });
  const counter = { lookups: 0 };
  const getKey: JWTVerifyGetKey = (header, token) => {
    counter.lookups += 1;
    return keys(header, token);
  };
  return { getKey, counter };
}

afterEach(() => vi.useRealTimers());

describe('token verifier', () => {
  it('checks a signature once per token, then answers from memory until it expires', async () => {
    const { getKey, counter } = countingKeys();
    const verifier = createTokenVerifier({
      issuer: 'http://issuer',
      audience: 'web',
      keys: getKey,
    });
    const token = await sign(60);
    expect((await verifier.verify(token)).sub).toBe('user-1');
    expect((await verifier.verify(token)).sub).toBe('user-1');
    expect(counter.lookups).toBe(1);

    vi.useFakeTimers({ now: Date.now() + 120_000 });
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(counter.lookups).toBe(2);
  });

  it('never remembers a token that failed', async () => {
    const { getKey, counter } = countingKeys();
    const verifier = createTokenVerifier({ issuer: 'http://other', audience: 'web', keys: getKey });
    const token = await sign(60);
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(counter.lookups).toBe(2);
  });
});
