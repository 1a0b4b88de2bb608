import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { appointmentTypes, patients, waitlistEntries } from '../../db/schema.js';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;
export type NewWaitlistEntry = Omit<
  typeof waitlistEntries.$inferInsert,
  'id' | 'orgId' | 'createdAt' | 'status'
>;

export function createWaitlistRepository(db: Queryable, orgId: OrgId) {
  const own = eq(waitlistEntries.orgId, orgId);
  const withNames = {
    entry: waitlistEntries,
    typeName: appointmentTypes.name,
    firstName: patients.firstName,
    lastName: patients.lastName,
  };

  return {
    async create(values: NewWaitlistEntry) {
      const [row] = await db
        .insert(waitlistEntries)
        .values({ orgId, ...values })
        .returning();
      return row!;
    },

    /** Waiting entries, oldest first; of one type and covering one date when given. */
    list(filter: { typeId?: string; date?: string } = {}) {
      return db
        .select(withNames)
        .from(waitlistEntries)
        .innerJoin(appointmentTypes, eq(appointmentTypes.id, waitlistEntries.typeId))
        .innerJoin(patients, eq(patients.id, waitlistEntries.patientId))
        .where(
          and(
            own,
            eq(waitlistEntries.status, 'waiting'),
            filter.typeId ? eq(waitlistEntries.typeId, filter.typeId) : undefined,
            filter.date ? lte(waitlistEntries.fromDate, filter.date) : undefined,
            filter.date ? gte(waitlistEntries.toDate, filter.date) : undefined,
          ),
        )
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    },

    async find(id: string): Promise<WaitlistRow | undefined> {
      const [row] = await db
        .select()
        .from(waitlistEntries)
        .where(and(own, eq(waitlistEntries.id, id)));
      return row;
    },

    async setStatus(id: string, status: WaitlistRow['status']) {
      const [row] = await db
        .update(waitlistEntries)
        .set({ status })
        .where(and(own, eq(waitlistEntries.id, id)))
        .returning();
      return row;
    },
  };
}
