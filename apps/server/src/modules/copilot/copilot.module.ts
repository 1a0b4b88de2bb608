import { createConversationService } from '../../platform/conversations/conversation-service.js';
import { defineModule } from '../../platform/module.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import { createBlobLedger } from '../../storage/blob-ledger.js';
import { copilotAskRoutes } from './ask.routes.js';
import { createAskService } from './ask.service.js';
import { ingestSourceJob, resyncWebsitesJob } from './copilot.jobs.js';
import { copilotRepositories, detectPgvector } from './index.repository.js';
import { createQueryVectors } from './query-vector.js';
import { copilotSourcesRoutes } from './sources.routes.js';
import { createSourcesService } from './sources.service.js';

/** Copilot: Q&A over the clinic's own PDFs and websites, with page-level citations. */
export const copilotModule = defineModule({
  name: 'copilot',
  jobs: [ingestSourceJob, resyncWebsitesJob],
  async register(app, { database, blobs, jobs, audit, ai }) {
    const repos = orgScope(database.db, copilotRepositories);
    const vectors = createQueryVectors(ai.gateway, detectPgvector(database.db));
    const sources = createSourcesService({
      repos,
      blobs,
      ledger: createBlobLedger(database.db, blobs),
      jobs,
      gateway: ai.gateway,
      vectors,
      audit,
    });
    await app.register(copilotSourcesRoutes, { sources });
    const ask = createAskService({
      repos,
      conversations: createConversationService(database.db, audit, 'copilot'),
      gateway: ai.gateway,
      vectors,
    });
    await app.register(copilotAskRoutes, { ask });
  },
});
