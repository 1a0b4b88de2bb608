import type { Queryable } from '../../db/client.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { createAppointmentsRepository } from './appointments.repository.js';
import { createAvailabilityRepository } from './availability.repository.js';
import { createAssistantRepository } from './assistant/assistant.repository.js';
import { createPatientNotesRepository } from './patient-notes.repository.js';
import { createPatientsRepository } from './patients.repository.js';
import { createSetupRepository } from './setup.repository.js';
import { createWaitlistRepository } from './waitlist.repository.js';

/** One organisation's Receptionist repositories; a booking reads and writes several at once. */
export function createReceptionistRepositories(db: Queryable, orgId: OrgId) {
  return {
    setup: createSetupRepository(db, orgId),
    appointments: createAppointmentsRepository(db, orgId),
    availability: createAvailabilityRepository(db, orgId),
    patients: createPatientsRepository(db, orgId),
    notes: createPatientNotesRepository(db, orgId),
    waitlist: createWaitlistRepository(db, orgId),
    assistant: createAssistantRepository(db, orgId),
  };
}
export type ReceptionistRepositories = ReturnType<typeof createReceptionistRepositories>;
