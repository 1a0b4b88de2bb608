import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export interface FakeIssuer {
  url: string;
  /**
   * An ID token for `sub` with iat and a 5-minute exp; `claims` add or override claims, and a
   * claim set to undefined is left out (a token without exp, say).
   */
  token(sub: string, claims?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

/** A small external OpenID issuer the test controls: discovery, JWKS, and tokens it signs. */
export async function startFakeIssuer(audience: string): Promise<FakeIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'fake-1', alg: 'RS256' }] };
  const server = createServer((req, res) => {
    const body =
      req.url === '/.well-known/openid-configuration'
        ? { issuer: url, jwks_uri: `${url}/jwks` }
        : req.url === '/jwks'
          ? jwks
          : undefined;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async token(sub, claims = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload = Object.fromEntries(
        Object.entries({
          iss: url,
          aud: audience,
          sub,
          iat: now,
          exp: now + 300,
          ...claims,
        }).filter(([, v]) => v !== undefined),
      ) as JWTPayload;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: 'fake-1' })
        .sign(privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
