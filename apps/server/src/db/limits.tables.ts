// Limits that must hold across every server process, so they live in the database.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgIdColumn } from './platform.tables.js';

/** Fixed-window request counters (sign-in attempts per IP, token requests per IP). */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});

/**
 * AI provider calls in flight, one row per call, deleted when it ends. A process that dies
 * mid-call leaves its row: `expires_at` (past any call's time-out) stops it counting.
 */
export const aiCallsInFlight = pgTable(
  'ai_calls_in_flight',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ai_calls_in_flight_org_idx').on(t.orgId, t.expiresAt)],
);
