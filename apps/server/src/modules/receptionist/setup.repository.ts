import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { AppointmentTypeInput, WorkingHours } from '@dermadesk/contracts';
import type { Queryable } from '../../db/client.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import {
  appointmentTypes,
  receptionistSettings,
  resourceExceptions,
  resourceHours,
  resources,
} from '../../db/schema.js';

export type ResourceRow = typeof resources.$inferSelect;
export type TypeRow = typeof appointmentTypes.$inferSelect;
export type SettingsRow = typeof receptionistSettings.$inferSelect;
type TypeValues = Omit<Required<AppointmentTypeInput>, 'resourceChoices'> & {
  resourceChoices: string[][];
};

/** The organisation's scheduling set-up: settings, resources, hours, closures and types. */
export function createSetupRepository(db: Queryable, orgId: OrgId) {
  return {
    async settings(): Promise<SettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(receptionistSettings)
        .where(eq(receptionistSettings.orgId, orgId));
      return row;
    },

    async saveSettings(values: Partial<Omit<SettingsRow, 'orgId' | 'updatedAt'>>) {
      const [row] = await db
        .insert(receptionistSettings)
        .values({ orgId, ...values })
        .onConflictDoUpdate({
          target: receptionistSettings.orgId,
          set: { ...values, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },

    listResources() {
      return db
        .select()
        .from(resources)
        .where(eq(resources.orgId, orgId))
        .orderBy(asc(resources.kind), asc(resources.name));
    },

    async createResource(values: { kind: ResourceRow['kind']; name: string }) {
      const [row] = await db
        .insert(resources)
        .values({ orgId, ...values })
        .returning();
      return row!;
    },

    async updateResource(id: string, values: { name?: string; active?: boolean }) {
      const [row] = await db
        .update(resources)
        .set(values)
        .where(and(eq(resources.orgId, orgId), eq(resources.id, id)))
        .returning();
      return row;
    },

    /** The ids among `ids` that are this organisation's resources. */
    async ownResourceIds(ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: resources.id })
        .from(resources)
        .where(and(eq(resources.orgId, orgId), inArray(resources.id, ids)));
      return new Set(rows.map((r) => r.id));
    },

    /** Replaces a resource's weekly hours (the caller has checked the resource is ours). */
    async replaceHours(resourceId: string, hours: WorkingHours[]) {
      await db
        .delete(resourceHours)
        .where(and(eq(resourceHours.orgId, orgId), eq(resourceHours.resourceId, resourceId)));
      if (hours.length) {
        await db.insert(resourceHours).values(hours.map((h) => ({ orgId, resourceId, ...h })));
      }
    },

    hours(resourceIds?: string[]) {
      return db
        .select()
        .from(resourceHours)
        .where(
          and(
            eq(resourceHours.orgId, orgId),
            resourceIds ? inArray(resourceHours.resourceId, resourceIds) : undefined,
          ),
        )
        .orderBy(asc(resourceHours.weekday), asc(resourceHours.start));
    },

    /** Closures overlapping a range. */
    exceptions(range: { from: Date; to: Date }) {
      return db
        .select()
        .from(resourceExceptions)
        .where(
          and(
            eq(resourceExceptions.orgId, orgId),
            lt(resourceExceptions.start, range.to),
            gt(resourceExceptions.end, range.from),
          ),
        )
        .orderBy(asc(resourceExceptions.start));
    },

    async createException(values: {
      resourceId: string | null;
      start: Date;
      end: Date;
      reason: string;
    }) {
      const [row] = await db
        .insert(resourceExceptions)
        .values({ orgId, ...values })
        .returning();
      return row!;
    },

    async deleteException(id: string) {
      const rows = await db
        .delete(resourceExceptions)
        .where(and(eq(resourceExceptions.orgId, orgId), eq(resourceExceptions.id, id)))
        .returning({ id: resourceExceptions.id });
      return rows.length > 0;
    },

    listTypes() {
      return db
        .select()
        .from(appointmentTypes)
        .where(eq(appointmentTypes.orgId, orgId))
        .orderBy(asc(appointmentTypes.name));
    },

    async type(id: string): Promise<TypeRow | undefined> {
      const [row] = await db
        .select()
        .from(appointmentTypes)
        .where(and(eq(appointmentTypes.orgId, orgId), eq(appointmentTypes.id, id)));
      return row;
    },

    async createType(values: TypeValues) {
      const [row] = await db
        .insert(appointmentTypes)
        .values({ orgId, ...values })
        .returning();
      return row!;
    },

    async updateType(id: string, values: Partial<TypeValues> & { active?: boolean }) {
      const [row] = await db
        .update(appointmentTypes)
        .set(values)
        .where(and(eq(appointmentTypes.orgId, orgId), eq(appointmentTypes.id, id)))
        .returning();
      return row;
    },
  };
}
export type SetupRepository = ReturnType<typeof createSetupRepository>;
