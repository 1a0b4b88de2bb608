import type { z } from 'zod';
import type {
  AppointmentType,
  appointmentTypeInputSchema,
  createExceptionSchema,
  CreateResource,
  ReceptionistSettings,
  Resource,
  ResourceException,
  WorkingHours,
} from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import type { OrgActor, OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { ReceptionistRepositories } from './receptionist.repositories.js';
import type { ResourceRow, TypeRow } from './setup.repository.js';

export const toResource = (r: ResourceRow): Resource => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  active: r.active,
});

export const toType = (t: TypeRow): AppointmentType => ({
  id: t.id,
  name: t.name,
  durationMin: t.durationMin,
  bufferBeforeMin: t.bufferBeforeMin,
  bufferAfterMin: t.bufferAfterMin,
  resourceIds: t.resourceIds,
  resourceChoices: t.resourceChoices,
  slotStepMin: t.slotStepMin,
  minNoticeMin: t.minNoticeMin,
  horizonDays: t.horizonDays,
  colour: t.colour,
  preparation: t.preparation,
  active: t.active,
});

export const DEFAULT_SETTINGS: ReceptionistSettings = {
  timeZone: 'UTC',
  clinicName: '',
  clinicInfo: '',
  publicBooking: false,
};

/** Settings, resources, working hours, closures and appointment types of one organisation. */
export function createSetupService(deps: {
  repos: OrgScope<ReceptionistRepositories>;
  audit: AuditTrail;
}) {
  const { audit } = deps;
  const repoFor = (ctx: OrgActor) => deps.repos(ctx).setup;

  async function checkResources(ctx: OrgContext, ids: string[]) {
    const own = await repoFor(ctx).ownResourceIds(ids);
    const unknown = ids.find((id) => !own.has(id));
    if (unknown) throw AppError.notFound('resource', unknown);
  }

  return {
    async settings(ctx: OrgActor): Promise<ReceptionistSettings> {
      const row = await repoFor(ctx).settings();
      return row
        ? {
            timeZone: row.timeZone,
            clinicName: row.clinicName,
            clinicInfo: row.clinicInfo,
            publicBooking: row.publicBooking,
          }
        : DEFAULT_SETTINGS;
    },

    async saveSettings(ctx: OrgContext, values: ReceptionistSettings) {
      await repoFor(ctx).saveSettings(values);
      await audit.record(ctx, 'update', { type: 'receptionist-settings', id: ctx.orgId });
      return values;
    },

    async resources(ctx: OrgContext) {
      return (await repoFor(ctx).listResources()).map(toResource);
    },

    async createResource(ctx: OrgContext, input: CreateResource) {
      const row = await repoFor(ctx).createResource(input);
      await audit.record(ctx, 'create', { type: 'resource', id: row.id });
      return toResource(row);
    },

    async updateResource(ctx: OrgContext, id: string, input: { name?: string; active?: boolean }) {
      const row = await repoFor(ctx).updateResource(id, input);
      if (!row) throw AppError.notFound('resource', id);
      return toResource(row);
    },

    async hours(ctx: OrgContext, resourceId: string): Promise<WorkingHours[]> {
      await checkResources(ctx, [resourceId]);
      return (await repoFor(ctx).hours([resourceId])).map(({ weekday, start, end }) => ({
        weekday,
        start,
        end,
      }));
    },

    async replaceHours(ctx: OrgContext, resourceId: string, hours: WorkingHours[]) {
      await checkResources(ctx, [resourceId]);
      const sorted = [...hours].sort(
        (a, b) => a.weekday - b.weekday || (a.start < b.start ? -1 : 1),
      );
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [sorted[i - 1]!, sorted[i]!];
        if (a.weekday === b.weekday && b.start < a.end) {
          throw AppError.badRequest(`Working hours overlap on weekday ${a.weekday}.`);
        }
      }
      await deps.repos.transaction(ctx, (repos) => repos.setup.replaceHours(resourceId, sorted));
      await audit.record(ctx, 'update', { type: 'resource-hours', id: resourceId });
      return sorted;
    },

    async exceptions(
      ctx: OrgContext,
      range: { from: Date; to: Date },
    ): Promise<ResourceException[]> {
      return (await repoFor(ctx).exceptions(range)).map(toException);
    },

    async createException(ctx: OrgContext, input: z.output<typeof createExceptionSchema>) {
      if (input.resourceId) await checkResources(ctx, [input.resourceId]);
      const row = await repoFor(ctx).createException({
        resourceId: input.resourceId,
        start: new Date(input.start),
        end: new Date(input.end),
        reason: input.reason,
      });
      await audit.record(ctx, 'create', { type: 'resource-exception', id: row.id });
      return toException(row);
    },

    async deleteException(ctx: OrgContext, id: string) {
      if (!(await repoFor(ctx).deleteException(id))) throw AppError.notFound('exception', id);
      await audit.record(ctx, 'delete', { type: 'resource-exception', id: id });
    },

    async types(ctx: OrgActor) {
      return (await repoFor(ctx).listTypes()).map(toType);
    },

    async createType(ctx: OrgContext, input: z.output<typeof appointmentTypeInputSchema>) {
      await checkResources(ctx, [...input.resourceIds, ...input.resourceChoices.flat()]);
      const row = await repoFor(ctx).createType(input);
      await audit.record(ctx, 'create', { type: 'appointment-type', id: row.id });
      return toType(row);
    },

    async updateType(
      ctx: OrgContext,
      id: string,
      input: z.output<typeof appointmentTypeInputSchema> & { active?: boolean },
    ) {
      await checkResources(ctx, [...input.resourceIds, ...input.resourceChoices.flat()]);
      const row = await repoFor(ctx).updateType(id, input);
      if (!row) throw AppError.notFound('appointment type', id);
      await audit.record(ctx, 'update', { type: 'appointment-type', id: id });
      return toType(row);
    },
  };
}
export type SetupService = ReturnType<typeof createSetupService>;

const toException = (e: {
  id: string;
  resourceId: string | null;
  start: Date;
  end: Date;
  reason: string;
}): ResourceException => ({
  id: e.id,
  resourceId: e.resourceId,
  start: e.start.toISOString(),
  end: e.end.toISOString(),
  reason: e.reason,
});
