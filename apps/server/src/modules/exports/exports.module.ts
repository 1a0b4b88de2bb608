import { defineModule } from '../../platform/module.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import type { ClinicalRecordService } from '../uploads/clinical-record.service.js';
import { createExportsRepository } from './exports.repository.js';
import { exportsRoutes } from './exports.routes.js';
import { createExportsService } from './exports.service.js';

/** CSV, PDF and FHIR exports of saved uploads. */
export const exportsModule = defineModule<{ clinicalRecord: ClinicalRecordService }>({
  name: 'exports',
  async register(app, { database, blobs, audit }, { clinicalRecord }) {
    const exports = createExportsService({
      // Reads through the pool in array mode (never in a transaction): the database itself.
      exports: orgScope(database.db, (_db, orgId) => createExportsRepository(database.db, orgId)),
      clinicalRecord,
      audit,
      blobs,
    });
    await app.register(exportsRoutes, { exports });
  },
});
