import type { Config } from '../config.js';
import type { AuditWriter } from '../modules/audit/audit.repository.js';
import type { UsersRepository } from '../modules/users/users.repository.js';
import { DUMMY_HASH, verifyPassword } from './passwords.js';

export type SignInResult =
  { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'locked' };

export function createSignInService(deps: {
  users: UsersRepository;
  audit: AuditWriter;
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
      const entry = {
        userId: user.id,
        orgId: null,
        recordType: 'user',
        recordId: user.id,
        requestId,
      };
      if (!(await verifyPassword(password, user.passwordHash))) {
        await deps.users.recordFailedSignIn(
          user.id,
          deps.signIn.maxFailures,
          deps.signIn.lockMinutes,
        );
        await deps.audit.append({ ...entry, action: 'sign-in-failed' });
        return { ok: false, reason: 'invalid' };
      }
      if (user.failedSignIns > 0) await deps.users.clearFailedSignIns(user.id);
      await deps.audit.append({ ...entry, action: 'sign-in' });
      return { ok: true, userId: user.id };
    },
  };
}
export type SignInService = ReturnType<typeof createSignInService>;
