import type { z } from 'zod';
import {
  extraFieldsSchema,
  patientEntitySchema,
  type Patient,
  type PatientEntity,
  type patientInputSchema,
} from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import type { OrgActor, OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { PatientRow } from './patients.repository.js';
import type { ReceptionistRepositories } from './receptionist.repositories.js';

type PatientInput = z.output<typeof patientInputSchema>;

export const toPatient = (p: PatientRow): Patient => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  dateOfBirth: p.dateOfBirth,
  sex: p.sex,
  phone: p.phone,
  email: p.email,
  preferredLanguage: p.preferredLanguage as Patient['preferredLanguage'],
  address: p.address,
  notes: p.notes,
  contactConsent: p.contactConsent,
  subjectIds: p.subjectIds,
  extra: p.extra,
  createdAt: p.createdAt.toISOString(),
});

/** Patient records: the usual fields plus the organisation's own, duplicates, merge. */
export function createPatientsService(deps: {
  repos: OrgScope<ReceptionistRepositories>;
  audit: AuditTrail;
}) {
  const { audit } = deps;
  const repoFor = (ctx: OrgActor) => deps.repos(ctx).patients;

  async function entity(ctx: OrgActor): Promise<PatientEntity> {
    const row = await deps.repos(ctx).setup.settings();
    return patientEntitySchema.parse(row?.patientEntity ?? { fields: [] });
  }

  /** The extra fields checked against the organisation's description, as the form does. */
  async function checkedExtra(ctx: OrgActor, extra: PatientInput['extra']) {
    const parsed = extraFieldsSchema((await entity(ctx)).fields).safeParse(extra);
    if (!parsed.success) {
      throw AppError.badRequest('Some organisation fields are invalid.', {
        issues: parsed.error.issues.map((i) => ({
          path: ['extra', ...i.path],
          message: i.message,
        })),
      });
    }
    return parsed.data as PatientRow['extra'];
  }

  async function owned(ctx: OrgContext, id: string) {
    const row = await repoFor(ctx).find(id);
    if (!row) throw AppError.notFound('patient', id);
    return row;
  }

  const valuesOf = (input: PatientInput, extra: PatientRow['extra']) => {
    const { confirmDuplicate: _confirm, ...values } = input;
    return { ...values, extra };
  };

  return {
    entity,

    async saveEntity(ctx: OrgContext, value: PatientEntity) {
      await deps.repos(ctx).setup.saveSettings({ patientEntity: value });
      await audit.record(ctx, 'update', { type: 'patient-entity', id: ctx.orgId });
      return value;
    },

    async create(ctx: OrgActor, input: PatientInput) {
      const extra = await checkedExtra(ctx, input.extra);
      if (!input.confirmDuplicate) {
        const duplicates = await repoFor(ctx).duplicates(input);
        if (duplicates.length) {
          throw new AppError(
            'CONFLICT',
            'A patient with the same name and date of birth, or the same phone, exists.',
            { duplicates: duplicates.map(toPatient) },
          );
        }
      }
      const row = await repoFor(ctx).create(valuesOf(input, extra));
      await audit.record(ctx, 'create', { type: 'patient', id: row.id });
      return toPatient(row);
    },

    async update(ctx: OrgContext, id: string, input: PatientInput) {
      const extra = await checkedExtra(ctx, input.extra);
      const row = await repoFor(ctx).update(id, valuesOf(input, extra));
      if (!row) throw AppError.notFound('patient', id);
      await audit.record(ctx, 'update', { type: 'patient', id: id });
      return toPatient(row);
    },

    async get(ctx: OrgContext, id: string) {
      const row = await owned(ctx, id);
      await audit.record(ctx, 'view', { type: 'patient', id: id });
      return toPatient(row);
    },

    async search(ctx: OrgActor, q: string, limit: number) {
      const rows = await repoFor(ctx).search(q, limit);
      await audit.record(ctx, 'view', { type: 'patient-list', id: null });
      return rows.map(toPatient);
    },

    /** Keeps `target`, moves `source`'s appointments and waitlist onto it, hides `source`. */
    async merge(ctx: OrgContext, sourceId: string, targetId: string) {
      if (sourceId === targetId) throw AppError.badRequest('Choose two different patients.');
      const merged = await deps.repos.transaction(ctx, async ({ patients: repo }) => {
        const [source, target] = await Promise.all([repo.find(sourceId), repo.find(targetId)]);
        if (!source) throw AppError.notFound('patient', sourceId);
        if (!target) throw AppError.notFound('patient', targetId);
        return repo.merge(source, target);
      });
      await audit.record(ctx, 'update', {
        type: 'patient',
        id: targetId,
        details: { mergedFrom: sourceId },
      });
      return toPatient(merged);
    },
  };
}
export type PatientsService = ReturnType<typeof createPatientsService>;
