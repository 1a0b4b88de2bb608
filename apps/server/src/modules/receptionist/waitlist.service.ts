import type { z } from 'zod';
import type { WaitlistEntry, waitlistInputSchema } from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import type { OrgActor, OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { ReceptionistRepositories } from './receptionist.repositories.js';
import type { WaitlistRow } from './waitlist.repository.js';

export function toWaitlistEntry(r: {
  entry: WaitlistRow;
  typeName: string;
  firstName: string;
  lastName: string;
}): WaitlistEntry {
  const e = r.entry;
  return {
    id: e.id,
    patientId: e.patientId,
    patientName: `${r.firstName} ${r.lastName}`,
    typeId: e.typeId,
    typeName: r.typeName,
    fromDate: e.fromDate,
    toDate: e.toDate,
    weekdays: e.weekdays,
    earliest: e.earliest,
    latest: e.latest,
    notes: e.notes,
    status: e.status,
    createdAt: e.createdAt.toISOString(),
  };
}

/** Patients waiting for an appointment type within dates and preferred times. */
export function createWaitlistService(deps: {
  repos: OrgScope<ReceptionistRepositories>;
  audit: AuditTrail;
}) {
  const { audit } = deps;

  return {
    async add(ctx: OrgActor, input: z.output<typeof waitlistInputSchema>) {
      const patient = await deps.repos(ctx).patients.find(input.patientId);
      if (!patient) throw AppError.notFound('patient', input.patientId);
      const type = await deps.repos(ctx).setup.type(input.typeId);
      if (!type) throw AppError.notFound('appointment type', input.typeId);
      const row = await deps.repos(ctx).waitlist.create(input);
      await audit.record(ctx, 'create', { type: 'waitlist-entry', id: row.id });
      return toWaitlistEntry({
        entry: row,
        typeName: type.name,
        firstName: patient.firstName,
        lastName: patient.lastName,
      });
    },

    async list(ctx: OrgContext, typeId?: string) {
      const rows = await deps.repos(ctx).waitlist.list({ typeId });
      await audit.record(ctx, 'view', { type: 'waitlist', id: null });
      return rows.map(toWaitlistEntry);
    },

    async remove(ctx: OrgContext, id: string) {
      const row = await deps.repos(ctx).waitlist.setStatus(id, 'removed');
      if (!row) throw AppError.notFound('waitlist entry', id);
      await audit.record(ctx, 'delete', { type: 'waitlist-entry', id: id });
    },
  };
}
export type WaitlistService = ReturnType<typeof createWaitlistService>;
