import { defineModule } from '../../platform/module.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import { createBlobLedger } from '../../storage/blob-ledger.js';
import type { RemoteConfigService } from '../remote-config/remote-config.service.js';
import { expireUnsavedAnalysesJob } from './analyses.jobs.js';
import { createAnalysesRepository } from './analyses.repository.js';
import { analysesRoutes } from './analyses.routes.js';
import { createAnalysesService, type AnalysesService } from './analyses.service.js';
import { createModelsRepository } from './models.repository.js';
import { modelsRoutes } from './models.routes.js';
import { createModelsService } from './models.service.js';
import { scoresRoutes } from './scores.routes.js';
import { createScoresService } from './scores.service.js';

/** Skin AI analyses of one image, the organisation's attached models, and score calculators. */
export const analysesModule = defineModule<
  { remoteConfig: RemoteConfigService },
  { analyses: AnalysesService }
>({
  name: 'analyses',
  jobs: [expireUnsavedAnalysesJob],
  async register(app, platform, { remoteConfig }) {
    const { database, blobs, analysisPool: pool, egress, entitlements, audit } = platform;
    const db = database.db;
    const models = orgScope(db, createModelsRepository);
    const ledger = createBlobLedger(db, blobs);
    const analyses = createAnalysesService({
      analyses: orgScope(db, createAnalysesRepository),
      models,
      blobs,
      ledger,
      pool,
      egress,
      entitlements,
      audit,
    });
    await app.register(analysesRoutes, { analyses, remoteConfig });
    await app.register(scoresRoutes, { scores: createScoresService({ audit }) });
    await app.register(modelsRoutes, {
      models: createModelsService({ models, blobs, ledger, egress, audit }),
      remoteConfig,
    });
    return { analyses };
  },
});
