import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serverSecrets } from '../db/schema.js';

export interface IdentitySecrets {
  /** Private signing keys, newest first; oidc-provider signs with the first. */
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

const JWKS = 'oidc-jwks';
const COOKIE_KEYS = 'oidc-cookie-keys';
/** Older keys are kept for verification so tokens signed before a rotation stay valid. */
const KEYS_KEPT = 2;

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

async function readSecret<T>(db: Db, name: string): Promise<T | undefined> {
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return row?.value as T | undefined;
}

/**
 * Loads the signing and cookie keys from the database, creating them on first start, so a
 * restart (or another API process) signs and verifies with the same keys.
 */
export async function loadIdentitySecrets(db: Db): Promise<IdentitySecrets> {
  let jwks = await readSecret<{ keys: JWK[] }>(db, JWKS);
  if (!jwks) {
    jwks = { keys: [await newSigningKey()] };
    await db.insert(serverSecrets).values({ name: JWKS, value: jwks }).onConflictDoNothing();
    jwks = (await readSecret<{ keys: JWK[] }>(db, JWKS))!;
  }
  let cookieKeys = await readSecret<string[]>(db, COOKIE_KEYS);
  if (!cookieKeys) {
    cookieKeys = [randomBytes(32).toString('base64url')];
    await db
      .insert(serverSecrets)
      .values({ name: COOKIE_KEYS, value: cookieKeys })
      .onConflictDoNothing();
    cookieKeys = (await readSecret<string[]>(db, COOKIE_KEYS))!;
  }
  return { jwks, cookieKeys };
}

/** Puts a new signing key first; the previous one stays for verification. Restart to apply. */
export async function rotateSigningKey(db: Db): Promise<string> {
  const current = (await readSecret<{ keys: JWK[] }>(db, JWKS)) ?? { keys: [] };
  const key = await newSigningKey();
  const keys = [key, ...current.keys].slice(0, KEYS_KEPT);
  await db
    .insert(serverSecrets)
    .values({ name: JWKS, value: { keys } })
    .onConflictDoUpdate({ target: serverSecrets.name, set: { value: { keys } } });
  return key.kid!;
}

/** The public half of each key, for verifying tokens without an HTTP round trip. */
export function publicJwks(secrets: IdentitySecrets): { keys: JWK[] } {
  return {
    keys: secrets.jwks.keys.map(({ kty, n, e, kid, alg, use, crv, x, y }) =>
      Object.fromEntries(
        Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, v]) => v !== undefined),
      ),
    ),
  };
}
