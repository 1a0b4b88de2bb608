import { purgeExpiredSignInsJob } from '../identity/identity.jobs.js';
import { expireUnsavedAnalysesJob } from '../modules/analyses/analyses.jobs.js';
import { purgeDeletedUploadsJob } from '../modules/uploads/uploads.jobs.js';
import { sweepOrphanedBlobsJob } from '../storage/storage.jobs.js';
import type { JobDefinition } from './job-definition.js';

/** Every job type the server knows, defined once each beside its feature. */
export const jobDefinitions: readonly JobDefinition[] = [
  purgeDeletedUploadsJob,
  purgeExpiredSignInsJob,
  expireUnsavedAnalysesJob,
  sweepOrphanedBlobsJob,
];
