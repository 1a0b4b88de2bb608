import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditTrail } from '../platform/audit/audit-trail.js';
import { createUsersRepository } from '../platform/users/users.repository.js';
import { createTestContext, databaseKinds, type TestContext } from '../test/test-app.js';
import { createSignInFailures } from './sign-in-failures.repository.js';
import { createSignInService } from './sign-in.service.js';

const KNOWN = 'leo.martin@demo.dermadesk.example';
const PASSWORD = 'Derma-demo-2026';

/**
 * Sign-in tells nobody which addresses have an account (issue 21, item 7): a wrong password for a
 * known address and any password for an unknown one get the same status, page and lock.
 */
describe.each(databaseKinds())('sign-in answers for known and unknown addresses (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind);
  });
  afterAll(() => t.close());

  /** A sign-in page of the built-in provider, from its own client IP (the per-IP limit). */
  async function signInPage(remoteAddress: string) {
    const params = new URLSearchParams({
      client_id: t.config.oidc.clientId,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: 'http://localhost:8080/auth/signin-callback',
      code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
      code_challenge_method: 'S256',
    });
    const authorize = await t.app.inject({
      url: `/oauth2/authorize?${params.toString()}`,
      headers: { host: 'localhost:8080' },
      remoteAddress,
    });
    const interaction = authorize.headers.location as string;
    const cookie = (authorize.cookies as { name: string; value: string }[])
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    return async (email: string, password: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${interaction}/login`,
        headers: {
          host: 'localhost:8080',
          cookie,
          'content-type': 'application/x-www-form-urlencoded',
        },
        remoteAddress,
        payload: new URLSearchParams({ email, password, lang: 'en' }).toString(),
      });
      // The page echoes the address typed and carries the interaction's own path.
      const body = res.body.replaceAll(email, 'EMAIL').replaceAll(interaction, 'INTERACTION');
      return { status: res.statusCode, body };
    };
  }

  it('answers and locks an unknown address exactly like a known one', async () => {
    const login = await signInPage('10.0.0.1');
    const unknown = 'nobody.at.all@example.com';
    for (let i = 0; i < t.config.signIn.maxFailures; i++) {
      const known = await login(KNOWN, `wrong-${i}`);
      expect(known.status).toBe(401);
      expect(await login(unknown, `wrong-${i}`)).toEqual(known);
    }
    const knownLocked = await login(KNOWN, PASSWORD);
    expect(knownLocked.status).toBe(429);
    expect(knownLocked.body).toContain('Too many failed attempts');
    expect(await login(unknown, PASSWORD)).toEqual(knownLocked);
    // Spelling does not escape the lock.
    expect((await login(' NOBODY.at.all@Example.com', 'x')).status).toBe(429);
  });

  it('takes about as long for an unknown address as for a wrong password', async () => {
    // The service itself (the HTTP route is limited to 20 attempts a minute per IP).
    const signIn = createSignInService({
      users: createUsersRepository(t.database.db),
      failures: createSignInFailures(t.database.db, { maxFailures: 1000, lockMinutes: 1 }),
      audit: createAuditTrail(t.database.db),
    });
    const time = async (email: string) => {
      const started = performance.now();
      const result = await signIn.authenticate(email, 'wrong password', 'timing');
      expect(result).toEqual({ ok: false, reason: 'invalid' });
      return performance.now() - started;
    };
    // Each unknown address timed beside a known one, in turn first and second, and the pairs'
    // median ratio: a burst of load on this shared machine slows a pair, not one side's median.
    const ratios: number[] = [];
    for (let i = 0; i < 9; i++) {
      const addresses = ['ana.nguyen@demo.dermadesk.example', `unknown-${i}@example.com`];
      if (i % 2) addresses.reverse();
      const [first, second] = [await time(addresses[0]!), await time(addresses[1]!)];
      ratios.push(i % 2 ? first / second : second / first);
    }
    const ratio = ratios.sort((a, b) => a - b)[ratios.length >> 1]!;
    expect(ratio, `unknown / known, pair by pair: ${ratios.join(', ')}`).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.6);
  });
});
