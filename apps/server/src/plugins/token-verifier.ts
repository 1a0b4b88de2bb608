import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { LRUCache } from 'lru-cache';
import { AppError } from '../lib/app-error.js';

export interface TokenVerifier {
  /**
   * Verifies signature, issuer, audience, expiry, issue time (both required) and not-before;
   * throws a 401 AppError.
   */
  verify(token: string): Promise<JWTPayload>;
}

const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];
const CLOCK_TOLERANCE_S = 5;
/** Distinct tokens remembered as verified: a browser sends the same one for up to 5 minutes. */
const VERIFIED_CACHE_SIZE = 10_000;

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
  // A signature check costs more CPU than the rest of a typical request; a token already verified
  // stays valid until it expires (sign-out is checked per request by the access lookup).
  const verified = new LRUCache<string, JWTPayload>({ max: VERIFIED_CACHE_SIZE });
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known && known.exp! + CLOCK_TOLERANCE_S > Date.now() / 1000) return known;
      try {
        const { payload } = await jwtVerify(token, opts.keys, {
          issuer: opts.issuer,
          audience: opts.audience,
          algorithms: ALGORITHMS,
          clockTolerance: CLOCK_TOLERANCE_S,
          // A token without an expiry would never expire; one without iat has no age to check.
          requiredClaims: ['exp', 'iat'],
        });
        if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('no subject');
        if (payload.iat! > Date.now() / 1000 + CLOCK_TOLERANCE_S) throw new Error('issued later');
        verified.set(token, payload);
        return payload;
      } catch {
        verified.delete(token);
        throw AppError.unauthenticated('The token is invalid or has expired.');
      }
    },
  };
}
