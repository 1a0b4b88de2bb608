import type { z } from 'zod';
import type { WaitlistEntry, waitlistInputSchema } from '@dermadesk/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import { createAuditTrail } from '../audit/audit.repository.js';
import { createPatientsRepository } from './patients.repository.js';
import { createSetupRepository } from './setup.repository.js';
import { createWaitlistRepository, type WaitlistRow } from './waitlist.repository.js';

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
export function createWaitlistService(deps: { db: Db }) {
  const { db } = deps;
  const audit = createAuditTrail(db);

  return {
    async add(ctx: OrgContext, input: z.output<typeof waitlistInputSchema>) {
      const patient = await createPatientsRepository(db, ctx.orgId).find(input.patientId);
      if (!patient) throw AppError.notFound('patient', input.patientId);
      const type = await createSetupRepository(db, ctx.orgId).type(input.typeId);
      if (!type) throw AppError.notFound('appointment type', input.typeId);
      const row = await createWaitlistRepository(db, ctx.orgId).create(input);
      await audit.record(ctx, 'create', 'waitlist-entry', row.id);
      return toWaitlistEntry({
        entry: row,
        typeName: type.name,
        firstName: patient.firstName,
        lastName: patient.lastName,
      });
    },

    async list(ctx: OrgContext, typeId?: string) {
      const rows = await createWaitlistRepository(db, ctx.orgId).list({ typeId });
      await audit.record(ctx, 'view', 'waitlist', null);
      return rows.map(toWaitlistEntry);
    },

    async remove(ctx: OrgContext, id: string) {
      const row = await createWaitlistRepository(db, ctx.orgId).setStatus(id, 'removed');
      if (!row) throw AppError.notFound('waitlist entry', id);
      await audit.record(ctx, 'delete', 'waitlist-entry', id);
    },
  };
}
export type WaitlistService = ReturnType<typeof createWaitlistService>;
