// The database's side of the blob store: which blobs are written but not yet owned by a record.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A blob is recorded here, and committed, before its bytes go to the store; the transaction that
 * commits the record owning it deletes the row. A row that stays past the grace period is a blob
 * whose request died (a killed process, a failed insert): the sweep job deletes the blob, then the
 * row. Rows are also written, in the deleting transaction, for blobs whose owner is removed, so a
 * crash between dropping the record and deleting the bytes leaves them to the sweep as well.
 * `org_id` has no foreign key: removing an organisation must not drop the rows that lead to its
 * remaining blobs. `swept_at` marks rows a sweep has claimed (a late owner can no longer take them).
 */
export const pendingBlobs = pgTable(
  'pending_blobs',
  {
    key: text('key').primaryKey(),
    orgId: uuid('org_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sweptAt: timestamp('swept_at', { withTimezone: true }),
  },
  (t) => [index('pending_blobs_created_idx').on(t.createdAt)],
);
