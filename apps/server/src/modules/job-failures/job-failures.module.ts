import { createJobFailuresRepository } from '../../jobs/job-failures.repository.js';
import { defineModule } from '../../platform/module.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import { jobFailuresRoutes } from './job-failures.routes.js';
import { createJobFailuresService } from './job-failures.service.js';

/** The organisation's failed background jobs, for its admins to see and retry. */
export const jobFailuresModule = defineModule({
  name: 'job-failures',
  async register(app, { database, jobs, audit }) {
    const jobFailures = createJobFailuresService({
      failures: orgScope(database.db, createJobFailuresRepository),
      jobs,
      audit,
    });
    await app.register(jobFailuresRoutes, { jobFailures });
  },
});
