import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { UsersRepository } from '../platform/users/users.repository.js';
import { createOidcAdapterFactory } from './oidc-adapter.js';
import type { IdentitySecrets } from './keys.js';
import type { SessionRevocations } from './session-revocations.js';
import { renderMessagePage, renderSignOutPage } from './signin-page.js';
import { pickLocale } from './signin-texts.js';

/** ID token lifetime; also how long a signed-out session must stay on the revocation list. */
export const ID_TOKEN_TTL_SECONDS = 60 * 60;

export const SCOPES = ['openid', 'email', 'phone', 'profile', 'offline_access'] as const;

/** Paths of the built-in provider; the token endpoint is fixed by the product at /oauth2/token. */
export const oidcRoutes = {
  authorization: '/oauth2/authorize',
  token: '/oauth2/token',
  jwks: '/oauth2/jwks',
  userinfo: '/oauth2/userinfo',
  end_session: '/oauth2/logout',
  revocation: '/oauth2/revoke',
  introspection: '/oauth2/introspect',
  code_verification: '/oauth2/device',
  device_authorization: '/oauth2/device/auth',
  pushed_authorization_request: '/oauth2/par',
  backchannel_authentication: '/oauth2/backchannel',
  registration: '/oauth2/register',
  challenge: '/oauth2/challenge',
} as const;

function localeOf(ctx: KoaContextWithOIDC) {
  const params = ctx.oidc?.params as { ui_locales?: string } | undefined;
  return pickLocale(params?.ui_locales, ctx.get('accept-language'));
}

export function createIdentityProvider(deps: {
  config: Config;
  db: Db;
  users: UsersRepository;
  secrets: IdentitySecrets;
  revocations: SessionRevocations;
}) {
  const { config, users } = deps;
  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(deps.db, deps.revocations),
    clients: [
      {
        client_id: config.oidc.clientId,
        client_name: 'Dermadesk web',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${config.publicUrl}/auth/signin-callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
      },
    ],
    scopes: [...SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      phone: ['phone_number', 'phone_number_verified'],
      profile: [
        'given_name',
        'family_name',
        'preferred_username',
        'picture',
        config.oidc.roleClaim,
        config.oidc.orgRolesClaim,
      ],
    },
    // The web app reads the profile and organisation roles from the ID token itself.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const user = await users.findById(sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        async claims() {
          return {
            sub: user.id,
            email: user.email,
            email_verified: true,
            given_name: user.firstName,
            family_name: user.lastName,
            preferred_username: user.userName,
            picture: user.avatarUrl ?? undefined,
            [config.oidc.roleClaim]: user.role,
            [config.oidc.orgRolesClaim]: await users.orgRoles(user.id),
          };
        },
      };
    },
    jwks: deps.secrets.jwks,
    cookies: { keys: deps.secrets.cookieKeys },
    routes: oidcRoutes,
    interactions: { url: (_ctx, interaction) => `/oauth2/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = renderSignOutPage(localeOf(ctx), form);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = renderMessagePage(localeOf(ctx), 'signedOut', `${config.publicUrl}/`);
        },
      },
    },
    // The web client is first-party: it may refresh without asking for offline_access.
    async issueRefreshToken(_ctx, client) {
      return client.grantTypeAllowed('refresh_token');
    },
    // First-party client: grant the requested scopes without a consent screen.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope(SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: ID_TOKEN_TTL_SECONDS,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    async renderError(ctx, _out, error) {
      ctx.type = 'html';
      ctx.body = renderMessagePage(localeOf(ctx), 'error', `${config.publicUrl}/`);
      ctx.app.emit('dermadesk:oidc-error', error);
    },
  };
  const provider = new Provider(config.publicUrl, configuration);
  provider.proxy = config.trustProxy;
  // Put the session id (`sid`) in every ID token, which oidc-provider does only for clients with
  // back-channel logout: the API refuses tokens of a signed-out session by that id.
  provider.Client.prototype.includeSid = () => true;
  return provider;
}
