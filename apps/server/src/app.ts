import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { identityModule } from './identity/identity.module.js';
import multipart from '@fastify/multipart';
import { createAnalysisPool, type AnalysisPool } from '@dermadesk/analysis';
import { aiSettingsModule } from './modules/ai-settings/ai-settings.module.js';
import { analysesModule } from './modules/analyses/analyses.module.js';
import { receptionistModule } from './modules/receptionist/receptionist.module.js';
import { assistantModule } from './modules/assistant/assistant.module.js';
import { scribeModule } from './modules/scribe/scribe.module.js';
import { copilotModule } from './modules/copilot/copilot.module.js';
import { exportsModule } from './modules/exports/exports.module.js';
import { healthModule } from './modules/health/health.module.js';
import { invitationsModule } from './modules/invitations/invitations.module.js';
import { jobFailuresModule } from './modules/job-failures/job-failures.module.js';
import { orgsModule } from './modules/orgs/orgs.module.js';
import { remoteConfigModule } from './modules/remote-config/remote-config.module.js';
import { timelineModule } from './modules/timeline/timeline.module.js';
import { translationsModule } from './modules/translations/translations.module.js';
import { uploadsModule } from './modules/uploads/uploads.module.js';
import { registerErrorHandling } from './plugins/errors.js';
import { createMetrics } from './plugins/metrics.js';
import { auditModule } from './platform/audit/audit.module.js';
import { createPlatform } from './platform/platform.js';
import { usersModule } from './platform/users/users.module.js';
import { registerOpenApi } from './plugins/openapi.js';
import { databaseRateLimitStore } from './plugins/rate-limit-store.js';
import { registerSafeText } from './plugins/safe-text.js';
import { registerCacheControl } from './plugins/cache-control.js';
import { loggableRequest } from './plugins/log-safety.js';
import { webAppPlugin } from './plugins/web-app.js';
import type { BlobStore } from './storage/blob-store.js';
import type { JobQueue } from './jobs/job-queue.js';

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

  const pool = analysisPool ?? createAnalysisPool(2);
  if (!analysisPool) app.addHook('onClose', () => pool.close());
  const platform = createPlatform({ config, database, blobs, jobs, analysisPool: pool });
  app.addHook('onClose', () => platform.close());

  // Identity first: its access plugin checks every route the modules register after it.
  const { usersService } = await identityModule.register(app, platform, {});
  await app.register(multipart, { limits: { fileSize: 200 * 1_048_576 } });

  // The modules, each registering its own routes, services and repositories (platform/module.ts).
  // What one offers another is passed by name here, so the wiring reads top to bottom.
  await healthModule.register(app, platform, {
    metrics,
    isShuttingDown: () => shuttingDown,
  });
  await usersModule.register(app, platform, { usersService });
  await auditModule.register(app, platform, {});
  await orgsModule.register(app, platform, {});
  await invitationsModule.register(app, platform, {});
  const { remoteConfig } = await remoteConfigModule.register(app, platform, {});
  await translationsModule.register(app, platform, {});
  await jobFailuresModule.register(app, platform, {});
  const { analyses } = await analysesModule.register(app, platform, { remoteConfig });
  const { clinicalRecord } = await uploadsModule.register(app, platform, {
    remoteConfig,
    analyses,
  });
  const { patientRecords } = await receptionistModule.register(app, platform, { clinicalRecord });
  await exportsModule.register(app, platform, { clinicalRecord, patientRecords });
  await timelineModule.register(app, platform, {});
  await aiSettingsModule.register(app, platform, {});
  await assistantModule.register(app, platform, { clinicalRecord });
  await scribeModule.register(app, platform, { clinicalRecord });
  await copilotModule.register(app, platform, {});
  app.decorate('blobs', blobs);
  await app.register(webAppPlugin);
  return app;
}
