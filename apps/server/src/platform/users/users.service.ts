import type { JWTPayload } from 'jose';
import { z } from 'zod';
import type { User } from '@dermadesk/contracts';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import type { UserContext } from '../../lib/request-context.js';
import type { UsersRepository } from './users.repository.js';

const uuid = z.uuid();
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

export function createUsersService(deps: { users: UsersRepository; oidc: Config['oidc'] }) {
  const { users } = deps;
  return {
    /** Upserts the profile from the verified token claims and returns the user as the app sees it. */
    async syncUser(ctx: UserContext & { claims: JWTPayload }): Promise<User> {
      const c = ctx.claims;
      const profile = Object.fromEntries(
        Object.entries({
          firstName: text(c.given_name),
          lastName: text(c.family_name),
          userName: text(c.preferred_username),
          avatarUrl: text(c.picture),
          role: text(c[deps.oidc.roleClaim]),
        }).filter(([, v]) => v !== undefined),
      );
      const user = Object.keys(profile).length
        ? await users.updateProfile(ctx.userId, profile)
        : await users.findById(ctx.userId);
      if (!user) throw AppError.unauthenticated('Unknown user: sign in again.');
      return {
        id: user.id,
        orgRoleList: await users.orgRoles(user.id),
        firstName: user.firstName,
        lastName: user.lastName,
        userName: user.userName || user.email,
        email: user.email,
        avatarUrl: user.avatarUrl,
      };
    },

    /** The built-in issuer's `sub` is our user id (external issuers: external-accounts.service). */
    resolveUserId(claims: JWTPayload): Promise<string | undefined> {
      // The access check confirms the user exists in the same query as the membership.
      return Promise.resolve(uuid.safeParse(claims.sub).success ? claims.sub : undefined);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
