import type { Config } from '../config.js';
import type { AuditTrail } from '../platform/audit/audit-trail.js';
import type { UsersRepository } from '../platform/users/users.repository.js';
import { DUMMY_HASH, verifyPassword } from './passwords.js';

export type SignInResult =
  { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'locked' };

export function createSignInService(deps: {
  users: UsersRepository;
  audit: AuditTrail;
  signIn: Config['signIn'];
}) {
  return {
    /** Checks credentials with a per-account lock after repeated failures. */
    async authenticate(email: string, password: string, requestId: string): Promise<SignInResult> {
      const user = await deps.users.findByEmail(email);
      if (!user?.passwordHash) {
        await verifyPassword(password, DUMMY_HASH); // same cost whether or not the account exists
        return { ok: false, reason: 'invalid' };
      }
      if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
        return { ok: false, reason: 'locked' };
      }
      // Signing in happens outside any organisation.
      const actor = { userId: user.id, orgId: null, requestId };
      const record = { type: 'user', id: user.id };
      if (!(await verifyPassword(password, user.passwordHash))) {
        await deps.users.recordFailedSignIn(
          user.id,
          deps.signIn.maxFailures,
          deps.signIn.lockMinutes,
        );
        await deps.audit.record(actor, 'sign-in-failed', record);
        return { ok: false, reason: 'invalid' };
      }
      if (user.failedSignIns > 0) await deps.users.clearFailedSignIns(user.id);
      await deps.audit.record(actor, 'sign-in', record);
      return { ok: true, userId: user.id };
    },
  };
}
export type SignInService = ReturnType<typeof createSignInService>;
