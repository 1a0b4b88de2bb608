import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { appointmentResources, appointments, appointmentTypes, patients } from '../../db/schema.js';
import type { Interval } from './slots.js';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = Omit<
  typeof appointments.$inferInsert,
  'id' | 'orgId' | 'createdAt' | 'status' | 'cancelReason'
>;

/** PostgreSQL's SQLSTATE for an exclusion-constraint violation: the slot was taken. */
export const EXCLUSION_VIOLATION = '23P01';

const range = (span: Interval) =>
  `[${new Date(span.start).toISOString()},${new Date(span.end).toISOString()})`;

/** Appointments and what they occupy; built from the verified organisation id. */
export function createAppointmentsRepository(db: Queryable, orgId: OrgId) {
  const own = eq(appointments.orgId, orgId);

  async function occupy(appointmentId: string, resourceIds: string[], span: Interval) {
    await db.insert(appointmentResources).values(
      resourceIds.map((resourceId) => ({
        appointmentId,
        resourceId,
        orgId,
        during: range(span),
      })),
    );
  }

  return {
    /**
     * Inserts the appointment and its occupancy. Call inside a transaction: when a resource is
     * taken meanwhile, the exclusion constraint throws EXCLUSION_VIOLATION and nothing stays.
     */
    async book(values: NewAppointment, resourceIds: string[], span: Interval) {
      const [row] = await db
        .insert(appointments)
        .values({ orgId, ...values })
        .returning();
      await occupy(row!.id, resourceIds, span);
      return row!;
    },

    async find(id: string): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .select()
        .from(appointments)
        .where(and(own, eq(appointments.id, id)));
      return row;
    },

    async resourcesOf(appointmentId: string): Promise<string[]> {
      const rows = await db
        .select({ id: appointmentResources.resourceId })
        .from(appointmentResources)
        .where(
          and(
            eq(appointmentResources.orgId, orgId),
            eq(appointmentResources.appointmentId, appointmentId),
          ),
        );
      return rows.map((r) => r.id);
    },

    /** Frees the resources of an appointment (cancel, or before a move re-occupies them). */
    async release(appointmentId: string) {
      await db
        .delete(appointmentResources)
        .where(
          and(
            eq(appointmentResources.orgId, orgId),
            eq(appointmentResources.appointmentId, appointmentId),
          ),
        );
    },

    /** Moves or resizes: new times, new occupancy (in the caller's transaction). */
    async move(
      id: string,
      when: { start: Date; end: Date },
      resourceIds: string[],
      span: Interval,
    ) {
      await this.release(id);
      const [row] = await db
        .update(appointments)
        .set(when)
        .where(and(own, eq(appointments.id, id)))
        .returning();
      await occupy(id, resourceIds, span);
      return row!;
    },

    async cancel(id: string, reason: string) {
      await this.release(id);
      const [row] = await db
        .update(appointments)
        .set({ status: 'cancelled', cancelReason: reason })
        .where(and(own, eq(appointments.id, id), ne(appointments.status, 'cancelled')))
        .returning();
      return row;
    },

    /** Appointments in a range (or of one patient) with what the calendar shows of them. */
    list(filter: { from: Date; to: Date; patientId?: string; includeCancelled: boolean }) {
      return db
        .select({
          appointment: appointments,
          typeName: appointmentTypes.name,
          colour: appointmentTypes.colour,
          firstName: patients.firstName,
          lastName: patients.lastName,
          resourceIds: sql<
            string[]
          >`coalesce((select array_agg(ar.resource_id::text order by ar.resource_id) from appointment_resources ar where ar.appointment_id = ${appointments.id}), '{}')`,
        })
        .from(appointments)
        .innerJoin(appointmentTypes, eq(appointmentTypes.id, appointments.typeId))
        .innerJoin(patients, eq(patients.id, appointments.patientId))
        .where(
          and(
            own,
            lt(appointments.start, filter.to),
            gt(appointments.end, filter.from),
            filter.patientId ? eq(appointments.patientId, filter.patientId) : undefined,
            filter.includeCancelled ? undefined : eq(appointments.status, 'booked'),
          ),
        )
        .orderBy(asc(appointments.start));
    },
  };
}
export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
