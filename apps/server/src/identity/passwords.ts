import { randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveOnHasherThread } from './password-hasher.js';

// scrypt (Percival 2009) with N=2^15, r=8, p=1: ~32 MiB and 60–220 ms of one core per hash
// (220 ms on the 2-core machines here), the OWASP baseline for a memory-hard KDF. Parameters are
// stored in the hash so they can be raised later.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(
  password: string,
  salt: Buffer,
  opts: { N: number; r: number; p: number },
  length: number,
) {
  return deriveOnHasherThread({
    password: password.normalize('NFKC'),
    salt,
    length,
    options: { ...opts, maxmem: 128 * opts.N * opts.r * 2 },
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await derive(
    password,
    Buffer.from(saltB64, 'base64'),
    { N: +n, r: +r, p: +p },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

/** A fixed hash verified when the account does not exist, so timing does not reveal accounts. */
export const DUMMY_HASH =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
