import type { AnalysisPool } from '@dermadesk/analysis';
import { createAiGateway, type AiGateway } from '../ai/ai-gateway.js';
import {
  createAiSettingsRepository,
  type AiSettingsRepository,
} from '../ai/ai-settings.repository.js';
import { createOrgLimiter } from '../ai/org-limiter.js';
import { createSecretBox, loadAppSecret, type SecretBox } from '../ai/secret-box.js';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { BlobStore } from '../storage/blob-store.js';
import { createAuditTrail, type AuditTrail } from './audit/audit-trail.js';
import { createEgressGuard, type EgressGuard } from './egress/egress-guard.js';
import { createEntitlements, type Entitlements } from './entitlements.js';
import { orgScope, type OrgScope } from './tenancy/org-scope.js';
import { createUsersRepository, type UsersRepository } from './users/users.repository.js';

/**
 * What every module's registration receives: the process's shared services, built once. The
 * database is here for registrations to build their repositories (`orgScope`); services and
 * routes never get it.
 */
export interface Platform {
  config: Config;
  database: Database;
  blobs: BlobStore;
  jobs: JobQueue;
  /** Worker threads for image analysis. */
  analysisPool: AnalysisPool;
  audit: AuditTrail;
  users: UsersRepository;
  entitlements: Entitlements;
  /** The one way to fetch a URL a tenant chose. */
  egress: EgressGuard;
  ai: { gateway: AiGateway; settings: OrgScope<AiSettingsRepository>; box: SecretBox };
}

export function createPlatform(deps: {
  config: Config;
  database: Database;
  blobs: BlobStore;
  jobs: JobQueue;
  analysisPool: AnalysisPool;
}): Platform & { close(): Promise<void> } {
  const { config, database } = deps;
  const db = database.db;
  const audit = createAuditTrail(db);
  const { egress, ...ai } = createAi(db, config, audit);
  return {
    ...deps,
    audit,
    users: createUsersRepository(db),
    entitlements: createEntitlements(db),
    egress,
    ai,
    close: () => egress.close(),
  };
}

/**
 * The AI gateway and what it stands on, built from the database and the config: the API process
 * builds it once (above), and a job that calls a model (transcription) builds its own and closes
 * its egress guard when done.
 */
export function createAi(db: Db, config: Config, audit: AuditTrail = createAuditTrail(db)) {
  const egress = createEgressGuard({ allowHosts: config.egress.allowHosts });
  const box = createSecretBox(loadAppSecret(config.appSecret, config.dataDir));
  const settings = orgScope(db, createAiSettingsRepository);
  const gateway = createAiGateway({
    settings,
    config: config.ai,
    box,
    audit,
    egress,
    // A call holds its slot at most as long as its attempts can last, plus a minute.
    limiter: createOrgLimiter(db, config.ai.timeoutMs * (config.ai.maxRetries + 1) + 60_000),
  });
  return { gateway, settings, box, egress };
}
