import { defineSystemJob } from '../../jobs/job-definition.js';
import { purgeDeletedUploadsAcrossOrgs } from './retention.js';

/** Hourly, across organisations: removes the images of uploads deleted past the retention time. */
export const purgeDeletedUploadsJob = defineSystemJob({
  name: 'purge-deleted-uploads',
  payload: {},
  schedule: '17 * * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 3600,
  async run(_payload, ctx) {
    const done = await purgeDeletedUploadsAcrossOrgs({
      db: ctx.db,
      blobs: ctx.blobs,
      retentionDays: ctx.config.uploadRetentionDays,
      now: ctx.now(),
    });
    if (done.uploads) ctx.log.info(done, 'retention: stored images of deleted uploads removed');
  },
});
