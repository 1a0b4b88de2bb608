import { defineSystemJob } from '../../jobs/job-definition.js';
import { expireUnsavedAnalysesAcrossOrgs } from './unsaved-retention.js';

/** Hourly, across organisations: removes analyses never saved, past UNSAVED_ANALYSIS_HOURS. */
export const expireUnsavedAnalysesJob = defineSystemJob({
  name: 'expire-unsaved-analyses',
  payload: {},
  schedule: '27 * * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 3600,
  async run(_payload, ctx) {
    const n = await expireUnsavedAnalysesAcrossOrgs({
      db: ctx.db,
      blobs: ctx.blobs,
      hours: ctx.config.unsavedAnalysisHours,
      now: ctx.now(),
    });
    if (n) ctx.log.info({ analyses: n }, 'retention: unsaved analyses removed');
  },
});
