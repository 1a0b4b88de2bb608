import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createIdentityProvider, ID_TOKEN_TTL_SECONDS } from './identity/provider.js';
import { identityRoutes } from './identity/identity.routes.js';
import { loadIdentitySecrets, publicJwks } from './identity/keys.js';
import { createSessionRevocations } from './identity/session-revocations.js';
import { createSignInService } from './identity/sign-in.service.js';
import multipart from '@fastify/multipart';
import { createAnalysisPool, type AnalysisPool } from '@dermadesk/analysis';
import { analysesRoutes } from './modules/analyses/analyses.routes.js';
import { createAnalysesService } from './modules/analyses/analyses.service.js';
import { modelsRoutes } from './modules/analyses/models.routes.js';
import { createModelsService } from './modules/analyses/models.service.js';
import { scoresRoutes } from './modules/analyses/scores.routes.js';
import { createAiGateway } from './ai/ai-gateway.js';
import { createOrgLimiter } from './ai/org-limiter.js';
import { createAiSettingsRepository } from './ai/ai-settings.repository.js';
import { createSecretBox, loadAppSecret } from './ai/secret-box.js';
import { aiSettingsRoutes } from './modules/ai-settings/ai-settings.routes.js';
import { createAiSettingsService } from './modules/ai-settings/ai-settings.service.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { createAssistantService } from './modules/assistant/assistant.service.js';
import { registerScribe } from './modules/scribe/scribe.module.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { exportsRoutes } from './modules/exports/exports.routes.js';
import { createExportsService } from './modules/exports/exports.service.js';
import { timelineRoutes } from './modules/timeline/timeline.routes.js';
import { createTimelineService } from './modules/timeline/timeline.service.js';
import { amendmentsRoutes } from './modules/uploads/amendments.routes.js';
import { createAmendmentsService } from './modules/uploads/amendments.service.js';
import { saveResultsRoutes } from './modules/uploads/save-results.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { createUploadsService } from './modules/uploads/uploads.service.js';
import { createSaveResultsService } from './modules/uploads/save-results.service.js';
import { createAuditTrail, createAuditWriter } from './modules/audit/audit.repository.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { orgsRoutes } from './modules/orgs/orgs.routes.js';
import { createOrgsService } from './modules/orgs/orgs.service.js';
import { remoteConfigRoutes } from './modules/remote-config/remote-config.routes.js';
import { createRemoteConfigService } from './modules/remote-config/remote-config.service.js';
import { translationsRoutes } from './modules/translations/translations.routes.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { createAccessLookup } from './plugins/access-lookup.repository.js';
import { accessPlugin } from './plugins/access.js';
import { registerErrorHandling } from './plugins/errors.js';
import { createMetrics } from './plugins/metrics.js';
import { createEgressGuard } from './platform/egress/egress-guard.js';
import { createEntitlements } from './platform/entitlements.js';
import { registerOpenApi } from './plugins/openapi.js';
import { databaseRateLimitStore } from './plugins/rate-limit-store.js';
import { registerSafeText } from './plugins/safe-text.js';
import { registerCacheControl } from './plugins/cache-control.js';
import { loggableRequest } from './plugins/log-safety.js';
import { createTokenVerifier, discoveredJwks, localJwks } from './plugins/token-verifier.js';
import { webAppPlugin } from './plugins/web-app.js';
import type { BlobStore } from './storage/blob-store.js';
import type { JobQueue } from './jobs/job-queue.js';
import { jobFailuresRoutes } from './modules/job-failures/job-failures.routes.js';
import { createJobFailuresService } from './modules/job-failures/job-failures.service.js';

export interface AppDeps {
  config: Config;
  database: Database;
  blobs: BlobStore;
  /** The job queue, started; enqueueing needs it even where this process runs no jobs. */
  jobs: JobQueue;
  /** Worker threads for image analysis; created (and closed with the app) when not given. */
  analysisPool?: AnalysisPool;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when shutdown starts, so /readyz tells the load balancer to stop sending traffic. */
    markShuttingDown(): void;
    blobs: BlobStore;
  }
}

const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/** Builds the whole server as a function, so tests create fresh instances and use `inject`. */
export async function buildApp({
  config,
  database,
  blobs,
  jobs,
  analysisPool,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Tokens, cookies and passwords never reach the logs.
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'res.headers["set-cookie"]',
              '*.password',
            ],
            // Access log lines name the route, never subject IDs or search text (log-safety.ts).
            serializers: { req: loggableRequest },
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerSafeText(app);
  registerCacheControl(app);

  let shuttingDown = false;
  app.decorate('markShuttingDown', () => {
    shuttingDown = true;
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd injects its CSS-in-JS style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: [
          "'self'",
          ...(config.externalIssuer ? [new URL(config.externalIssuer).origin] : []),
        ],
        formAction: [
          "'self'",
          ...(config.externalIssuer ? [new URL(config.externalIssuer).origin] : []),
        ],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    // In the database: the limits hold across every API process.
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests: try again in ${Math.ceil(ctx.ttl / 1000)} s.`,
    }),
  });
  await registerOpenApi(app, config);
  const metrics = createMetrics(app);

  const users = createUsersRepository(database.db);
  const usersService = createUsersService({ users, oidc: config.oidc });
  const external = Boolean(config.externalIssuer);
  const revocations = createSessionRevocations(database.db, ID_TOKEN_TTL_SECONDS);
  let keys;
  if (config.externalIssuer) {
    keys = discoveredJwks(config.externalIssuer);
  } else {
    const secrets = await loadIdentitySecrets(database.db);
    keys = localJwks(publicJwks(secrets));
    const provider = createIdentityProvider({ config, db: database.db, users, secrets });
    const signIn = createSignInService({
      users,
      audit: createAuditWriter(database.db),
      signIn: config.signIn,
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
  const entitlements = createEntitlements(database.db);
  await app.register(accessPlugin, {
    lookup: createAccessLookup(database.db),
    entitlements,
    verifier,
    resolveUserId: (claims) => usersService.resolveUserId(claims, external),
  });

  await app.register(healthRoutes, {
    database,
    blobs,
    metrics,
    isShuttingDown: () => shuttingDown,
  });
  await app.register(usersRoutes, { users: usersService });
  await app.register(orgsRoutes, { orgs: createOrgsService(database.db) });
  const remoteConfig = createRemoteConfigService(database.db, config.remoteConfigDefaults);
  await app.register(remoteConfigRoutes, { remoteConfig });
  await app.register(translationsRoutes, { db: database.db });
  await app.register(auditRoutes, { db: database.db });
  await app.register(jobFailuresRoutes, {
    jobFailures: createJobFailuresService({ db: database.db, jobs }),
  });
  await app.register(multipart, { limits: { fileSize: 200 * 1_048_576 } });
  const egress = createEgressGuard({ allowHosts: config.egress.allowHosts });
  app.addHook('onClose', () => egress.close());
  const pool = analysisPool ?? createAnalysisPool(2);
  if (!analysisPool) app.addHook('onClose', () => pool.close());
  await app.register(analysesRoutes, {
    analyses: createAnalysesService({ db: database.db, blobs, pool, egress, entitlements }),
    remoteConfig,
  });
  await app.register(scoresRoutes, { db: database.db });
  await app.register(saveResultsRoutes, {
    saveResults: createSaveResultsService({ db: database.db, remoteConfig }),
    remoteConfig,
  });
  await app.register(uploadsRoutes, {
    uploads: createUploadsService({ db: database.db, remoteConfig }),
  });
  await app.register(amendmentsRoutes, {
    amendments: createAmendmentsService({ db: database.db }),
  });
  await app.register(modelsRoutes, {
    models: createModelsService({ db: database.db, blobs, egress }),
    remoteConfig,
  });
  await app.register(exportsRoutes, { exports: createExportsService({ db: database.db, blobs }) });
  await app.register(timelineRoutes, { timeline: createTimelineService({ db: database.db }) });
  const appSecret = loadAppSecret(config.appSecret, config.dataDir);
  const box = createSecretBox(appSecret);
  const aiRepo = createAiSettingsRepository(database.db);
  const gateway = createAiGateway({
    repo: aiRepo,
    config: config.ai,
    box,
    audit: createAuditTrail(database.db),
    egress,
    // A call holds its slot at most as long as its attempts can last, plus a minute.
    limiter: createOrgLimiter(
      database.db,
      config.ai.timeoutMs * (config.ai.maxRetries + 1) + 60_000,
    ),
  });
  await app.register(aiSettingsRoutes, {
    aiSettings: createAiSettingsService({ db: database.db, config: config.ai, box, gateway }),
  });
  await app.register(assistantRoutes, {
    assistant: createAssistantService({ db: database.db, gateway, aiSettings: aiRepo }),
  });
  await registerScribe(app, { db: database.db, blobs, appSecret, gateway });
  app.decorate('blobs', blobs);
  await app.register(webAppPlugin);
  return app;
}
