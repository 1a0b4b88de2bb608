import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Locale } from '@dermadesk/contracts';
import type { SessionRevocations } from './session-revocations.js';
import type { SignInService } from './sign-in.service.js';
import { renderMessagePage, renderSignInPage } from './signin-page.js';
import { pickLocale } from './signin-texts.js';
import { oidcRoutes } from './provider.js';
import { loggableError } from '../plugins/log-safety.js';

const SIGN_IN_PER_IP_PER_MINUTE = 20;
const TOKEN_PER_IP_PER_MINUTE = 120;

/** Hands a request to oidc-provider (a Koa app) with the security headers Fastify prepared. */
function passThrough(provider: Provider) {
  const callback = provider.callback();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.hijack();
    await callback(request.raw, reply.raw);
  };
}

const loginBody = z.object({
  email: z.string().max(254).default(''),
  password: z.string().max(1024).default(''),
  lang: z.string().max(10).optional(),
});

export async function identityRoutes(
  app: FastifyInstance,
  opts: {
    provider: Provider;
    signIn: SignInService;
    revocations: SessionRevocations;
    publicUrl: string;
  },
) {
  const { provider, signIn, revocations, publicUrl } = opts;
  provider.on('server_error', (_ctx, err) =>
    app.log.error({ error: loggableError(err) }, 'identity provider error'),
  );
  // Ending the session at the provider also ends API access for the ID tokens it issued. This
  // runs inside the provider's request, so the revocation is stored before the user is redirected.
  provider.use(async (ctx: KoaContextWithOIDC, next) => {
    await next();
    if (ctx.oidc?.route !== 'end_session_confirm' || !ctx.oidc.session) return;
    const authorizations = (ctx.oidc.session.authorizations ?? {}) as Record<
      string,
      { sid?: unknown }
    >;
    const sids = Object.values(authorizations)
      .map((a) => a.sid)
      .filter((sid): sid is string => typeof sid === 'string');
    await revocations.revoke(sids);
  });

  app.get('/auth-assets/auto-sign-out.js', { config: { access: 'public' } }, async (_req, reply) =>
    reply
      .type('text/javascript')
      .header('cache-control', 'public, max-age=3600')
      .send("document.querySelector('button[name=logout]')?.click();\n"),
  );

  // Our own sign-in pages, inside oidc-provider's interaction flow.
  await app.register(async (pages) => {
    await pages.register(formbody, { bodyLimit: 16_384 });
    const r = pages.withTypeProvider<ZodTypeProvider>();
    const params = z.object({ uid: z.string().regex(/^[\w-]{10,64}$/) });

    const pageHref = (uid: string) => `/oauth2/interaction/${uid}`;
    const render = (
      uid: string,
      locale: Locale,
      extra?: { email?: string; error?: 'invalid' | 'locked' | 'rateLimited' },
    ) =>
      renderSignInPage({
        locale,
        action: `${pageHref(uid)}/login`,
        langHref: (l) => `${pageHref(uid)}?lang=${l}`,
        ...extra,
      });
    const expired = (reply: FastifyReply, locale: Locale) =>
      reply
        .status(400)
        .type('text/html')
        .send(renderMessagePage(locale, 'expired', `${publicUrl}/`));

    r.get(
      '/oauth2/interaction/:uid',
      {
        schema: {
          params,
          querystring: z.object({ lang: z.string().max(10).optional() }),
          hide: true,
        },
        config: { access: 'public' },
      },
      async (request, reply) => {
        let details;
        try {
          details = await provider.interactionDetails(request.raw, reply.raw);
        } catch {
          return expired(reply, pickLocale(request.query.lang, request.headers['accept-language']));
        }
        const locale = pickLocale(
          request.query.lang,
          details.params.ui_locales as string | undefined,
          request.headers['accept-language'],
        );
        if (details.uid !== request.params.uid) return expired(reply, locale);
        if (details.prompt.name === 'login') {
          return reply
            .type('text/html')
            .header('cache-control', 'no-store')
            .send(
              render(details.uid, locale, {
                email: details.params.login_hint as string | undefined,
              }),
            );
        }
        // Any other prompt (consent) is answered for our first-party client without a screen.
        const grant = details.grantId
          ? await provider.Grant.find(details.grantId)
          : new provider.Grant({
              accountId: details.session!.accountId,
              clientId: details.params.client_id as string,
            });
        grant!.addOIDCScope(
          typeof details.params.scope === 'string' ? details.params.scope : 'openid',
        );
        const grantId = await grant!.save();
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
      },
    );

    r.post(
      '/oauth2/interaction/:uid/login',
      {
        schema: { params, body: loginBody, hide: true },
        config: {
          access: 'public',
          rateLimit: { max: SIGN_IN_PER_IP_PER_MINUTE, timeWindow: '1 minute' },
        },
        errorHandler: (error, request, reply) => {
          const locale = pickLocale(request.headers['accept-language']);
          if (error.statusCode === 429) {
            const { uid } = request.params;
            void reply
              .status(429)
              .type('text/html')
              .send(render(uid, locale, { error: 'rateLimited' }));
          } else {
            void expired(reply, locale);
          }
        },
      },
      async (request, reply) => {
        let details;
        const { email, password, lang } = request.body;
        try {
          details = await provider.interactionDetails(request.raw, reply.raw);
        } catch {
          return expired(reply, pickLocale(lang));
        }
        const locale = pickLocale(lang, request.headers['accept-language']);
        if (details.uid !== request.params.uid || details.prompt.name !== 'login')
          return expired(reply, locale);
        const result = await signIn.authenticate(email, password, request.id);
        if (!result.ok) {
          return reply
            .status(result.reason === 'locked' ? 429 : 401)
            .type('text/html')
            .send(render(details.uid, locale, { email, error: result.reason }));
        }
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: result.userId } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });

  // Everything else under /oauth2 and the discovery document is oidc-provider's, unparsed.
  await app.register(async (oidc) => {
    oidc.removeAllContentTypeParsers();
    oidc.addContentTypeParser('*', (_req, _payload, done) => done(null));
    // oidc-provider answers every CORS preflight with the asking origin (the client is not known
    // yet): only the web app's own origin gets one; other origins get no CORS headers.
    const webOrigin = new URL(publicUrl).origin;
    oidc.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (request.method === 'OPTIONS' && origin && origin !== webOrigin) {
        return reply.status(204).send();
      }
    });
    const handler = passThrough(provider);
    const methods = ['GET', 'POST', 'OPTIONS', 'DELETE', 'PUT'] as const;
    oidc.route({
      method: 'POST',
      url: oidcRoutes.token,
      config: {
        access: 'public',
        rateLimit: { max: TOKEN_PER_IP_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: { hide: true },
      handler,
    });
    for (const url of ['/oauth2/*', '/.well-known/*']) {
      oidc.route({
        method: [...methods],
        url,
        config: { access: 'public' },
        schema: { hide: true },
        handler,
      });
    }
  });
}
