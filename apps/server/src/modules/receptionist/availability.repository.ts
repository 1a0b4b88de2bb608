import { sql } from 'drizzle-orm';
import type { WorkingHours } from '@dermadesk/contracts';
import type { Queryable } from '../../db/client.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import type { Availability, Interval } from './slots.js';

interface AvailabilityRow {
  timeZone: string | null;
  hours: [string, number, string, string][] | null;
  closures: [string | null, number, number][] | null;
  busy: [string, number[], number[]][] | null;
}

/**
 * Everything the slot rules read for some resources over a range, in one statement: the zone,
 * their weekly hours, the closures (theirs and the organisation-wide ones) and their occupied
 * spans. One round trip instead of four parallel ones halves a slot search (bench/receptionist:
 * p50 7.9 → 4.5 ms at one client, 52 → 21 ms at ten), as a request no longer holds four pool
 * connections and four server processes at once.
 *
 * Occupied spans come joined per resource, as epoch milliseconds in two arrays: a month of a busy
 * clinic is thousands of bookings, and reading them row by row into Dates was most of a search.
 * Joined spans answer "does this meet a booking?" exactly as the bookings themselves would.
 */
export function createAvailabilityRepository(db: Queryable, orgId: OrgId) {
  return {
    async read(resourceIds: string[], span: { from: Date; to: Date }): Promise<Availability> {
      const ids = resourceIds.length
        ? sql`array[${sql.join(
            resourceIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}]`
        : sql`array[]::uuid[]`;
      const from = sql`${span.from.toISOString()}::timestamptz`;
      const to = sql`${span.to.toISOString()}::timestamptz`;
      const ms = (at: string) => sql.raw(`extract(epoch from ${at})::float8 * 1000`);
      const result = await db.execute(sql`
        select
          (select time_zone from receptionist_settings where org_id = ${orgId}) as "timeZone",
          (select json_agg(json_build_array(resource_id, weekday, start, "end") order by weekday, start)
           from resource_hours where org_id = ${orgId} and resource_id = any(${ids})) as hours,
          (select json_agg(json_build_array(resource_id, ${ms('start')}, ${ms('"end"')}))
           from resource_exceptions
           where org_id = ${orgId} and start < ${to} and "end" > ${from}
             and (resource_id is null or resource_id = any(${ids}))) as closures,
          (select json_agg(json_build_array(resource_id, starts, ends)) from (
             select resource_id, array_agg(${ms('lower(r)')} order by lower(r)) as starts,
                    array_agg(${ms('upper(r)')} order by lower(r)) as ends
             from (
               select resource_id, unnest(range_agg(during)) as r
               from appointment_resources
               where org_id = ${orgId} and resource_id = any(${ids})
                 and during && tstzrange(${from}, ${to})
               group by resource_id
             ) joined
             group by resource_id
           ) spans) as busy`);
      const row = result.rows[0] as unknown as AvailabilityRow;
      const hours = new Map<string, WorkingHours[]>();
      for (const [resourceId, weekday, start, end] of row.hours ?? []) {
        hours.set(resourceId, [...(hours.get(resourceId) ?? []), { weekday, start, end }]);
      }
      const exceptions = new Map<string, Interval[]>();
      for (const [resourceId, start, end] of row.closures ?? []) {
        const key = resourceId ?? '*';
        exceptions.set(key, [...(exceptions.get(key) ?? []), { start, end }]);
      }
      const busy = new Map<string, Interval[]>();
      for (const [resourceId, starts, ends] of row.busy ?? []) {
        busy.set(
          resourceId,
          starts.map((start, k) => ({ start, end: ends[k]! })),
        );
      }
      return { timeZone: row.timeZone ?? 'UTC', hours, exceptions, busy };
    },
  };
}
