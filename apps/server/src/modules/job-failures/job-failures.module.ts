import { defineModule } from '../../platform/module.js';
import { jobFailuresRoutes } from './job-failures.routes.js';
import { createJobFailuresService } from './job-failures.service.js';

/** The organisation's failed background jobs, for its admins to see and retry. */
export const jobFailuresModule = defineModule({
  name: 'job-failures',
  async register(app, { database, jobs }) {
    await app.register(jobFailuresRoutes, {
      jobFailures: createJobFailuresService({ db: database.db, jobs }),
    });
  },
});
