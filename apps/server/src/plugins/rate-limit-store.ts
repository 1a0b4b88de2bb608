import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitWindows } from '../db/schema.js';

/**
 * @fastify/rate-limit's counters in the database (fixed windows), so a limit such as 20 sign-in
 * attempts a minute per IP holds across every API process instead of per process. One upsert per
 * request: the window restarts when it has ended, otherwise the count goes up.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const t = rateLimitWindows;
      db.execute<{ hits: number; ttl: number }>(
        sql`insert into ${t} (key, hits, window_ends)
            values (${this.prefix + key}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
            on conflict (key) do update set
              hits = case when ${t.windowEnds} <= now() then 1 else ${t.hits} + 1 end,
              window_ends = case when ${t.windowEnds} <= now() then excluded.window_ends
                            else ${t.windowEnds} end
            returning hits, ceil(extract(epoch from (window_ends - now())) * 1000)::int as ttl`,
      ).then(
        ({ rows }) => callback(null, { current: rows[0]!.hits, ttl: Math.max(0, rows[0]!.ttl) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** One counter per route: the plugin passes the route's limit with its `routeInfo`. */
    child(params: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const route = params.routeInfo ?? {};
      return new DatabaseStore(undefined, `${String(route.method)} ${route.url ?? ''}|`);
    }
  }
  // The plugin's typings say `child` receives route options; it receives the merged limit.
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

/** Windows that ended an hour ago or more: nothing reads them again. */
export async function purgeEndedRateLimitWindows(db: Db) {
  await db.execute(
    sql`delete from ${rateLimitWindows} where window_ends < now() - interval '1 hour'`,
  );
}
