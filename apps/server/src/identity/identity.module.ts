import { accessPlugin } from '../plugins/access.js';
import { createAccessLookup } from '../plugins/access-lookup.repository.js';
import { createTokenVerifier, discoveredJwks, localJwks } from '../plugins/token-verifier.js';
import { defineModule } from '../platform/module.js';
import { createExternalAccounts } from '../platform/users/external-accounts.service.js';
import { createExternalIdentitiesRepository } from '../platform/users/external-identities.repository.js';
import { createUsersService, type UsersService } from '../platform/users/users.service.js';
import { purgeExpiredSignInsJob } from './identity.jobs.js';
import { identityRoutes } from './identity.routes.js';
import { loadIdentitySecrets, publicJwks } from './keys.js';
import { createIdentityProvider, ID_TOKEN_TTL_SECONDS } from './provider.js';
import { createSessionRevocations } from './session-revocations.js';
import { createSignInFailures } from './sign-in-failures.repository.js';
import { createSignInService } from './sign-in.service.js';

/**
 * Who is calling: the built-in identity provider and its sign-in pages (unless an external issuer
 * is configured), the verification of ID tokens, and the access check every route declares
 * (`config.access`). Registered before the modules, whose routes it guards.
 */
export const identityModule = defineModule<Record<never, never>, { usersService: UsersService }>({
  name: 'identity',
  jobs: [purgeExpiredSignInsJob],
  async register(app, platform) {
    const { config, database, users, audit, entitlements } = platform;
    const db = database.db;
    const usersService = createUsersService({ users, oidc: config.oidc });
    let keys;
    if (config.externalIssuer) {
      keys = discoveredJwks(config.externalIssuer);
    } else {
      const secrets = await loadIdentitySecrets(db);
      keys = localJwks(publicJwks(secrets));
      const revocations = createSessionRevocations(db, ID_TOKEN_TTL_SECONDS);
      const provider = createIdentityProvider({ config, db, users, secrets, revocations });
      const signIn = createSignInService({
        users,
        failures: createSignInFailures(db, config.signIn),
        audit,
      });
      await app.register(identityRoutes, {
        provider,
        signIn,
        revocations,
        publicUrl: config.publicUrl,
      });
    }
    const verifier = createTokenVerifier({
      issuer: config.externalIssuer ?? config.publicUrl,
      audience: config.oidc.clientId,
      keys,
    });
    const externalAccounts =
      config.externalIssuer &&
      createExternalAccounts({
        identities: createExternalIdentitiesRepository(db, config.externalIssuer),
        users,
        linkVerifiedEmail: config.oidc.linkVerifiedEmail,
      });
    await app.register(accessPlugin, {
      lookup: createAccessLookup(db),
      entitlements,
      verifier,
      resolveUserId: (claims) =>
        externalAccounts
          ? externalAccounts.resolveUserId(claims)
          : usersService.resolveUserId(claims),
    });
    return { usersService };
  },
});
