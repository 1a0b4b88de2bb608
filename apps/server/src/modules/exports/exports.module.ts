import { defineModule } from '../../platform/module.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import type { PatientRecordService } from '../receptionist/patient-record.service.js';
import type { ClinicalRecordService } from '../uploads/clinical-record.service.js';
import { createExportsRepository } from './exports.repository.js';
import { exportsRoutes } from './exports.routes.js';
import { createExportsService } from './exports.service.js';

/** CSV, PDF and FHIR exports of saved uploads, and the FHIR export of a patient. */
export const exportsModule = defineModule<{
  clinicalRecord: ClinicalRecordService;
  patientRecords: PatientRecordService;
}>({
  name: 'exports',
  async register(app, { database, blobs, audit }, { clinicalRecord, patientRecords }) {
    const exports = createExportsService({
      // Reads through the pool in array mode (never in a transaction): the database itself.
      exports: orgScope(database.db, (_db, orgId) => createExportsRepository(database.db, orgId)),
      clinicalRecord,
      patientRecords,
      audit,
      blobs,
    });
    await app.register(exportsRoutes, { exports });
  },
});
