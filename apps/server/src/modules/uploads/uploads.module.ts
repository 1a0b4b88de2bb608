import { defineModule } from '../../platform/module.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import type { AnalysesService } from '../analyses/analyses.service.js';
import type { RemoteConfigService } from '../remote-config/remote-config.service.js';
import { amendmentsRoutes } from './amendments.routes.js';
import { createClinicalRecordRepository } from './clinical-record.repository.js';
import {
  createClinicalRecordService,
  type ClinicalRecordService,
} from './clinical-record.service.js';
import { createAmendmentsService } from './amendments.service.js';
import { saveResultsRoutes } from './save-results.routes.js';
import { createSaveResultsService } from './save-results.service.js';
import { purgeDeletedUploadsJob } from './uploads.jobs.js';
import { uploadsRepositories } from './uploads.repository.js';
import { uploadsRoutes } from './uploads.routes.js';
import { createUploadsService } from './uploads.service.js';

/** The clinical record: saved uploads with their images, analyses and the clinician's input. */
export const uploadsModule = defineModule<
  { remoteConfig: RemoteConfigService; analyses: AnalysesService },
  { clinicalRecord: ClinicalRecordService }
>({
  name: 'uploads',
  jobs: [purgeDeletedUploadsJob],
  async register(app, { database, audit }, { remoteConfig, analyses }) {
    const db = database.db;
    const repos = orgScope(db, uploadsRepositories);
    await app.register(saveResultsRoutes, {
      saveResults: createSaveResultsService({ repos, remoteConfig, analyses, audit }),
      remoteConfig,
    });
    await app.register(uploadsRoutes, {
      uploads: createUploadsService({ repos, remoteConfig, audit }),
    });
    await app.register(amendmentsRoutes, {
      amendments: createAmendmentsService({ repos, audit }),
    });
    const clinicalRecord = createClinicalRecordService({
      records: orgScope(db, createClinicalRecordRepository),
    });
    return { clinicalRecord };
  },
});
