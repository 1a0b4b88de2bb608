import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { JWTPayload } from 'jose';
import { orgIdSchema, type AppFeature } from '@dermadesk/contracts';
import { AppError } from '../lib/app-error.js';
import type { OrgContext, UserContext } from '../lib/request-context.js';
import type { Entitlements } from '../platform/entitlements.js';
import type { AccessLookup } from './access-lookup.repository.js';
import type { TokenVerifier } from './token-verifier.js';

/**
 * Who may call a route: 'public'; 'user' (any valid token); 'org' (a member of the organisation
 * named by the `orgId` path parameter, else the `org-id` header); 'org-admin' (its admins).
 */
export type Access = 'public' | 'user' | 'org' | 'org-admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Also require the organisation to have the bDemo mini app (the product screens). */
    demo?: boolean;
    /** Also require the organisation to have this feature, by the menu's rules. */
    feature?: AppFeature;
  }
  interface FastifyInstance {
    /** Every route registered after this plugin, with its access level (tests enumerate it). */
    accessTable: { method: string; url: string; access: Access; feature?: AppFeature }[];
  }
  interface FastifyRequest {
    userContext?: UserContext & { claims: JWTPayload };
    orgContext?: OrgContext;
  }
}

const PROTECTED_PREFIXES = ['/api/', '/utility-service/'];
const PUBLIC_PREFIXES = ['/api/docs', '/api/openapi.json'];

/** Routes that did not declare access are protected when they live under the API prefixes. */
export function accessOf(declared: Access | undefined, url: string): Access {
  if (declared) return declared;
  if (PUBLIC_PREFIXES.some((p) => url.startsWith(p))) return 'public';
  return PROTECTED_PREFIXES.some((p) => url.startsWith(p)) ? 'user' : 'public';
}

function bearer(header: string | undefined) {
  const match = /^Bearer ([A-Za-z0-9_.~+/=-]+)$/.exec(header ?? '');
  return match?.[1];
}

export interface AccessDeps {
  lookup: AccessLookup;
  verifier: TokenVerifier;
  /** Maps verified claims to our user id (the built-in issuer's `sub` is that id). */
  resolveUserId(claims: JWTPayload): Promise<string | undefined>;
  entitlements: Entitlements;
}

/** Authentication and tenancy for every route, before any handler runs. */
export const accessPlugin = fp<AccessDeps>(async (app: FastifyInstance, deps) => {
  const table: FastifyInstance['accessTable'] = [];
  app.decorate('accessTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const { url } = route;
    const access = accessOf(route.config?.access, url);
    const feature = route.config?.feature;
    for (const method of methods) {
      if (method !== 'HEAD') table.push({ method, url, access, ...(feature ? { feature } : {}) });
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = accessOf(
      request.routeOptions.config?.access,
      request.routeOptions.url ?? request.url,
    );
    if (access === 'public') return;
    const token = bearer(request.headers.authorization);
    if (!token) throw AppError.unauthenticated();
    const claims = await deps.verifier.verify(token);
    const userId = await deps.resolveUserId(claims);
    if (!userId) throw AppError.unauthenticated('Unknown user: sign in again.');

    let orgId: string | null = null;
    if (access !== 'user') {
      const params = request.params as { orgId?: string } | undefined;
      const parsed = orgIdSchema.safeParse(params?.orgId ?? request.headers['org-id']);
      if (!parsed.success) throw AppError.noPageAccess();
      orgId = parsed.data;
    }
    const sid = typeof claims.sid === 'string' ? claims.sid : null;
    // Membership comes from our database, never from the header or the token claim alone.
    const facts = await deps.lookup.facts(userId, orgId, sid);
    if (!facts.userExists) throw AppError.unauthenticated('Unknown user: sign in again.');
    if (facts.sessionRevoked) throw AppError.unauthenticated('This session has been signed out.');
    request.userContext = { userId, requestId: request.id, claims };
    if (orgId === null) return;

    const { membership } = facts;
    if (!membership) throw AppError.noPageAccess();
    if (access === 'org-admin' && membership.role !== 'admin') {
      throw AppError.forbidden('Only an administrator of this organisation can do this.');
    }
    if (request.routeOptions.config?.demo && !facts.orgHasDemo) throw AppError.noPageAccess();
    const feature = request.routeOptions.config?.feature;
    if (feature && !(await deps.entitlements.hasFeature(membership.orgId, feature))) {
      throw AppError.noPageAccess();
    }
    request.orgContext = { userId, ...membership, requestId: request.id };
  });
});

export function userContextOf(request: FastifyRequest): UserContext & { claims: JWTPayload } {
  if (!request.userContext) throw AppError.unauthenticated();
  return request.userContext;
}

export function orgContextOf(request: FastifyRequest): OrgContext {
  if (!request.orgContext) throw AppError.noPageAccess();
  return request.orgContext;
}
