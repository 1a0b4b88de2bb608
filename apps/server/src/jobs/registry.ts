import { identityModule } from '../identity/identity.module.js';
import { analysesModule } from '../modules/analyses/analyses.module.js';
import { copilotModule } from '../modules/copilot/copilot.module.js';
import { scribeModule } from '../modules/scribe/scribe.module.js';
import { uploadsModule } from '../modules/uploads/uploads.module.js';
import { sweepOrphanedBlobsJob } from '../storage/storage.jobs.js';
import type { JobDefinition } from './job-definition.js';

/**
 * Every job type the server knows, defined once each beside its feature and listed by its
 * module's registration (platform/module.ts), so the worker runs them without building the app.
 */
export const jobDefinitions: readonly JobDefinition[] = [
  sweepOrphanedBlobsJob,
  ...[identityModule, uploadsModule, analysesModule, copilotModule, scribeModule].flatMap(
    (m) => m.jobs ?? [],
  ),
];
