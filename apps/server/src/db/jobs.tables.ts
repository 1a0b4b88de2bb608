// Tables of the job layer (pg-boss keeps its queues in its own `pgboss` schema).
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgs } from './platform.tables.js';

/**
 * Jobs whose retries are exhausted, kept so an organisation's admins can see what failed, when and
 * why, and run it again. `org_id` is null for system jobs (retention, sweeps): operators read
 * those in the logs. One row per failed pg-boss job, so recording it twice is harmless.
 */
export const jobFailures = pgTable(
  'job_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id').notNull().unique(),
    name: text('name').notNull(),
    orgId: uuid('org_id').references(() => orgs.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
    retriedAt: timestamp('retried_at', { withTimezone: true }),
    retriedBy: uuid('retried_by'),
    retryJobId: uuid('retry_job_id'),
  },
  (t) => [index('job_failures_org_idx').on(t.orgId, t.failedAt)],
);
