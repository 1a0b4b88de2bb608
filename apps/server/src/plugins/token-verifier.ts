import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { AppError } from '../lib/app-error.js';

export interface TokenVerifier {
  /** Verifies signature, issuer, audience, expiry and not-before; throws a 401 AppError. */
  verify(token: string): Promise<JWTPayload>;
}

const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

/** JWKS of an external issuer, found through its discovery document on first use. */
export function discoveredJwks(issuer: string): JWTVerifyGetKey {
  let jwks: JWTVerifyGetKey | undefined;
  return async (header, token) => {
    if (!jwks) {
      const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
      if (!res.ok) throw new Error(`discovery failed with ${res.status}`);
      const doc = (await res.json()) as { jwks_uri?: string };
      if (!doc.jwks_uri) throw new Error('discovery document has no jwks_uri');
      jwks = createRemoteJWKSet(new URL(doc.jwks_uri));
    }
    return jwks(header, token);
  };
}

export function localJwks(keys: { keys: JWK[] }): JWTVerifyGetKey {
  return createLocalJWKSet(keys);
}

export function createTokenVerifier(opts: {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
}): TokenVerifier {
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, opts.keys, {
          issuer: opts.issuer,
          audience: opts.audience,
          algorithms: ALGORITHMS,
          clockTolerance: 5,
        });
        if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('no subject');
        return payload;
      } catch {
        throw AppError.unauthenticated('The token is invalid or has expired.');
      }
    },
  };
}
