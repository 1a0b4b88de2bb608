import { importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { loadIdentitySecrets } from '../identity/keys.js';

/** Signs ID tokens with the server's own key, as the built-in provider would issue them. */
export async function createIdTokenSigner(db: Db, config: Config) {
  const secrets = await loadIdentitySecrets(db);
  const signingKey: JWK = secrets.jwks.keys[0]!;
  const privateKey = await importJWK(signingKey, 'RS256');
  return {
    signingKey,
    sign: (sub: string, overrides: JWTPayload = {}) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iat: now, exp: now + 300, ...overrides })
        .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid })
        .setSubject(sub)
        .setIssuer(typeof overrides.iss === 'string' ? overrides.iss : config.publicUrl)
        .setAudience(overrides.aud ?? config.oidc.clientId)
        .sign(privateKey);
    },
  };
}
