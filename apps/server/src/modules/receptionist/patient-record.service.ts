import type { PatientNote, PatientRecord } from '@dermadesk/contracts';
import { RECORD_RESULTS } from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import { displayName } from '../../lib/display-name.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { ClinicalRecordService } from '../uploads/clinical-record.service.js';
import { appointmentOf } from './booking.service.js';
import type { PatientNoteKind } from './patient-notes.repository.js';
import { toPatient } from './patients.service.js';
import type { ReceptionistRepositories } from './receptionist.repositories.js';

/** Every appointment a record can hold: timestamptz's own range is wider still. */
const ALL_TIME = { from: new Date('1900-01-01T00:00:00Z'), to: new Date('9999-12-31T00:00:00Z') };

/**
 * A patient's whole record for the patient page and the FHIR export: details, appointments, the
 * Skin AI results of their subject IDs (read through the uploads module's clinical record) and
 * their chart and call notes.
 */
export function createPatientRecordService(deps: {
  repos: OrgScope<ReceptionistRepositories>;
  clinicalRecord: ClinicalRecordService;
  audit: AuditTrail;
}) {
  const { audit } = deps;

  async function owned(ctx: OrgContext, id: string) {
    const row = await deps.repos(ctx).patients.find(id);
    if (!row) throw AppError.notFound('patient', id);
    return row;
  }

  /** Every appointment of the patient, cancelled ones too, oldest first. */
  async function appointmentsOf(repos: ReceptionistRepositories, patientId: string) {
    const rows = await repos.appointments.list({
      ...ALL_TIME,
      patientId,
      includeCancelled: true,
    });
    return rows.map(appointmentOf);
  }

  async function notesOf(ctx: OrgContext, patientId: string): Promise<PatientNote[]> {
    const rows = await deps.repos(ctx).notes.ofPatient(patientId);
    return rows.map((r) => ({
      id: r.note.id,
      kind: r.note.kind,
      body: r.note.body,
      author: displayName(r),
      createdAt: r.note.createdAt.toISOString(),
    }));
  }

  return {
    async read(ctx: OrgContext, id: string): Promise<PatientRecord> {
      const row = await owned(ctx, id);
      const [appointments, results, notes] = await Promise.all([
        appointmentsOf(deps.repos(ctx), id).then((list) => list.reverse()),
        deps.clinicalRecord.ofSubjects(ctx, row.subjectIds, RECORD_RESULTS),
        notesOf(ctx, id),
      ]);
      // One view event for the whole page (its appointments and results are part of it).
      await audit.record(ctx, 'view', { type: 'patient-record', id });
      return { patient: toPatient(row), appointments, results, notes };
    },

    /** Adds a chart note (staff) or a call's summary (the assistant, when a call ends). */
    async addNote(ctx: OrgContext, patientId: string, kind: PatientNoteKind, body: string) {
      await owned(ctx, patientId);
      const row = await deps.repos(ctx).notes.add({
        patientId,
        kind,
        body,
        createdBy: ctx.userId,
      });
      await audit.record(ctx, 'create', {
        type: 'patient-note',
        id: row.id,
        details: { patientId, kind },
      });
      return (await notesOf(ctx, patientId)).find((n) => n.id === row.id)!;
    },

    /** The patient and their appointments, as the FHIR export writes them (the caller audits). */
    async forExport(ctx: OrgContext, id: string) {
      const row = await owned(ctx, id);
      const repos = deps.repos(ctx);
      const [appointments, resources] = await Promise.all([
        appointmentsOf(repos, id),
        repos.setup.listResources(),
      ]);
      return {
        orgId: ctx.orgId,
        patient: toPatient(row),
        appointments,
        resources,
      };
    },
  };
}
export type PatientRecordService = ReturnType<typeof createPatientRecordService>;
export type PatientExport = Awaited<ReturnType<PatientRecordService['forExport']>>;
