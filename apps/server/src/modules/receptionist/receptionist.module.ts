import { defineModule } from '../../platform/module.js';
import type { ClinicalRecordService } from '../uploads/clinical-record.service.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import { createBookingService, type BookingService } from './booking.service.js';
import { createGuidedBookingService } from './guided.service.js';
import { patientsRoutes } from './patients.routes.js';
import { createPatientRecordService, type PatientRecordService } from './patient-record.service.js';
import { createPatientsService, type PatientsService } from './patients.service.js';
import { createReceptionistRepositories } from './receptionist.repositories.js';
import { schedulingRoutes } from './scheduling.routes.js';
import { createSetupService } from './setup.service.js';
import { createWaitlistService } from './waitlist.service.js';

/**
 * The Receptionist: scheduling (resources, hours, types, slots, bookings, waitlist) and the
 * patient records that appointments link to.
 */
export const receptionistModule = defineModule<
  { clinicalRecord: ClinicalRecordService },
  { booking: BookingService; patients: PatientsService; patientRecords: PatientRecordService }
>({
  name: 'receptionist',
  async register(app, { database, audit }, { clinicalRecord }) {
    const repos = orgScope(database.db, createReceptionistRepositories);
    const booking = createBookingService({ repos, audit });
    const patients = createPatientsService({ repos, audit });
    const setup = createSetupService({ repos, audit });
    const guided = createGuidedBookingService({ setup, booking, patients });
    const patientRecords = createPatientRecordService({ repos, clinicalRecord, audit });
    await app.register(schedulingRoutes, { setup, booking, guided });
    await app.register(patientsRoutes, {
      patients,
      records: patientRecords,
      waitlist: createWaitlistService({ repos, audit }),
    });
    return { booking, patients, patientRecords };
  },
});
