import type { JWTPayload } from 'jose';
import { AppError } from '../../lib/app-error.js';
import type { ExternalIdentitiesRepository } from './external-identities.repository.js';
import type { UsersRepository } from './users.repository.js';

/** One answer whatever the reason, so a token holder learns nothing about which accounts exist. */
export const NOT_LINKED_MESSAGE =
  'This sign-in is not linked to a Dermadesk account: ask an administrator to link it.';

/**
 * Maps an external issuer's verified token to our user. The identity is issuer + `sub`; the
 * e-mail in the token is only a claim the issuer makes, so it:
 * - creates a new account only when the issuer says the address is verified, so nobody holds an
 *   account (and the invitations sent to that address) under an address they do not own;
 * - links an existing account only when verified, when the operator allows it
 *   (OIDC_LINK_VERIFIED_EMAIL) and when that account has no identity from this issuer yet;
 * - otherwise refuses: an operator links the identity (`npm run admin -- link-identity`).
 */
export function createExternalAccounts(deps: {
  identities: ExternalIdentitiesRepository;
  users: UsersRepository;
  linkVerifiedEmail: boolean;
}) {
  const { identities, users } = deps;
  return {
    async resolveUserId(claims: JWTPayload): Promise<string> {
      const subject = claims.sub!; // the verifier refuses tokens without one
      const linked = await identities.userIdOf(subject);
      if (linked) return linked;
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!email || claims.email_verified !== true)
        throw AppError.unauthenticated(NOT_LINKED_MESSAGE);

      const existing = await users.findByEmail(email);
      if (!existing) {
        const created = await identities.createLinkedUser(subject, email);
        // Another request of the same first sign-in may have created it a moment ago.
        const userId = created ?? (await identities.userIdOf(subject));
        if (userId) return userId;
        throw AppError.unauthenticated(NOT_LINKED_MESSAGE);
      }
      if (deps.linkVerifiedEmail && (await identities.link(subject, existing.id))) {
        return existing.id;
      }
      throw AppError.unauthenticated(NOT_LINKED_MESSAGE);
    },
  };
}
export type ExternalAccounts = ReturnType<typeof createExternalAccounts>;
