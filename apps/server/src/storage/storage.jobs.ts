import { defineSystemJob } from '../jobs/job-definition.js';
import { sweepOrphanedBlobs } from './blob-sweep.js';

/**
 * Longer than any request takes between writing its blobs and committing their record (an
 * analysis stores its files after the analyzer has run, a few seconds before the insert).
 */
export const ORPHAN_BLOB_GRACE_MS = 60 * 60_000;

/** Twice an hour, across organisations: removes blobs that no committed record owns. */
export const sweepOrphanedBlobsJob = defineSystemJob({
  name: 'sweep-orphaned-blobs',
  payload: {},
  schedule: '11,41 * * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 1800,
  async run(_payload, ctx) {
    const n = await sweepOrphanedBlobs({
      db: ctx.db,
      blobs: ctx.blobs,
      graceMs: ORPHAN_BLOB_GRACE_MS,
      now: ctx.now(),
    });
    if (n) ctx.log.info({ blobs: n }, 'sweep: blobs without a record removed');
  },
});
