import { defineModule } from '../../platform/module.js';
import type { RemoteConfigService } from '../remote-config/remote-config.service.js';
import { expireUnsavedAnalysesJob } from './analyses.jobs.js';
import { analysesRoutes } from './analyses.routes.js';
import { createAnalysesService, type AnalysesService } from './analyses.service.js';
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
    const { database, blobs, analysisPool: pool, egress, entitlements } = platform;
    const db = database.db;
    const analyses = createAnalysesService({ db, blobs, pool, egress, entitlements });
    await app.register(analysesRoutes, { analyses, remoteConfig });
    await app.register(scoresRoutes, { scores: createScoresService({ audit: platform.audit }) });
    await app.register(modelsRoutes, {
      models: createModelsService({ db, blobs, egress }),
      remoteConfig,
    });
    return { analyses };
  },
});
