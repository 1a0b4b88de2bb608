import { defineModule } from '../../platform/module.js';
import type { ClinicalRecordService } from '../uploads/clinical-record.service.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import type { CopilotSearch } from '../copilot/copilot.module.js';
import { publicLinkOrgAcrossOrgs } from './assistant/assistant.repository.js';
import { assistantRoutes } from './assistant/assistant.routes.js';
import { createAssistantService } from './assistant/assistant.service.js';
import { createFrontDeskService } from './assistant/front-desk.service.js';
import { createToolRunner } from './assistant/tool-runner.js';
import { createBookingService, type BookingService } from './booking.service.js';
import { summariseCallJob } from './calls/calls.jobs.js';
import { callsRoutes } from './calls/calls.routes.js';
import { createCallsService } from './calls/calls.service.js';
import { createGuidedBookingService } from './guided.service.js';
import { patientsRoutes } from './patients.routes.js';
import { createPatientRecordService, type PatientRecordService } from './patient-record.service.js';
import { createPatientsService, type PatientsService } from './patients.service.js';
import { publicChatRoutes } from './public-chat/public-chat.routes.js';
import { createPublicChatService } from './public-chat/public-chat.service.js';
import { createReceptionistRepositories } from './receptionist.repositories.js';
import { schedulingRoutes } from './scheduling.routes.js';
import { createSetupService } from './setup.service.js';
import { createWaitlistService } from './waitlist.service.js';

/** Passages the assistant may quote when a clinic question is asked at the desk or on a call. */
const CLINIC_PASSAGES = 4;

/**
 * The Receptionist: scheduling (resources, hours, types, slots, bookings, waitlist), the
 * patient records that appointments link to, and the assistant that books through them (at the
 * desk, on the public page and on calls).
 */
export const receptionistModule = defineModule<
  { clinicalRecord: ClinicalRecordService; copilotSearch: CopilotSearch },
  { booking: BookingService; patients: PatientsService; patientRecords: PatientRecordService }
>({
  name: 'receptionist',
  jobs: [summariseCallJob],
  async register(
    app,
    { database, audit, ai, jobs, entitlements },
    { clinicalRecord, copilotSearch },
  ) {
    const repos = orgScope(database.db, createReceptionistRepositories);
    const booking = createBookingService({ repos, audit });
    const patients = createPatientsService({ repos, audit });
    const setup = createSetupService({ repos, audit });
    const waitlist = createWaitlistService({ repos, audit });
    const guided = createGuidedBookingService({ setup, booking, patients });
    const patientRecords = createPatientRecordService({ repos, clinicalRecord, audit });
    await app.register(schedulingRoutes, { setup, booking, guided });
    await app.register(patientsRoutes, { patients, records: patientRecords, waitlist });

    const repo = (ctx: Parameters<typeof repos>[0]) => repos(ctx).assistant;
    const runner = createToolRunner({
      setup,
      booking,
      patients,
      waitlist,
      repo,
      // The clinic's Copilot sources answer too, where the organisation has Copilot.
      clinicSearch: async (ctx, question) => {
        if (!(await entitlements.hasFeature(ctx.orgId, 'copilot'))) return [];
        const passages = await copilotSearch(ctx, { query: question, limit: CLINIC_PASSAGES });
        return passages.map((p) => ({
          source: p.sourceName,
          ...(p.page !== undefined ? { page: p.page } : {}),
          ...(p.url !== undefined ? { url: p.url } : {}),
          text: p.text,
        }));
      },
      now: Date.now,
    });
    const assistant = createAssistantService({
      repo,
      runner,
      gateway: ai.gateway,
      setup,
      audit,
      now: Date.now,
    });
    await app.register(assistantRoutes, {
      assistant,
      desk: createFrontDeskService({ repo, setup, audit }),
    });
    await app.register(callsRoutes, {
      calls: createCallsService({ repos, assistant, gateway: ai.gateway, jobs, audit }),
    });
    await app.register(publicChatRoutes, {
      chat: createPublicChatService({
        orgOfKey: (key) => publicLinkOrgAcrossOrgs(database.db, key),
        setup,
        booking,
        guided,
        assistant,
      }),
    });
    return { booking, patients, patientRecords };
  },
});
