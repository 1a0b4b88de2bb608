import type { AuditTrail } from '../platform/audit/audit-trail.js';
import type { UsersRepository } from '../platform/users/users.repository.js';
import { DUMMY_HASH, verifyPassword } from './passwords.js';
import type { SignInFailures } from './sign-in-failures.repository.js';

export type SignInResult =
  { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'locked' };

export function createSignInService(deps: {
  users: UsersRepository;
  failures: SignInFailures;
  audit: AuditTrail;
}) {
  return {
    /**
     * Checks credentials, with a lock per address after repeated failures. An unknown address
     * takes the same steps (a password check against a dummy hash, a counted failure, an audit
     * event) and gets the same answers and lock, so neither tells who has an account.
     */
    async authenticate(email: string, password: string, requestId: string): Promise<SignInResult> {
      const [locked, user] = await Promise.all([
        deps.failures.isLocked(email),
        deps.users.findByEmail(email),
      ]);
      if (locked) return { ok: false, reason: 'locked' };
      const actor = { userId: user?.id ?? null, orgId: null, requestId };
      const record = { type: 'user', id: user?.id ?? null };
      const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user?.passwordHash || !valid) {
        await Promise.all([
          deps.failures.record(email),
          deps.audit.record(actor, 'sign-in-failed', record),
        ]);
        return { ok: false, reason: 'invalid' };
      }
      await Promise.all([deps.failures.clear(email), deps.audit.record(actor, 'sign-in', record)]);
      return { ok: true, userId: user.id };
    },
  };
}
export type SignInService = ReturnType<typeof createSignInService>;
