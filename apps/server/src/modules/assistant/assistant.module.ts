import { defineModule } from '../../platform/module.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import type { ClinicalRecordService } from '../uploads/clinical-record.service.js';
import { assistantRoutes } from './assistant.routes.js';
import { createAssistantService } from './assistant.service.js';
import { createConversationsRepository } from './conversations.repository.js';

/** The clinical chat assistant: conversations, attachments and streamed answers. */
export const assistantModule = defineModule<{ clinicalRecord: ClinicalRecordService }>({
  name: 'assistant',
  async register(app, { database, audit, ai }, { clinicalRecord }) {
    const assistant = createAssistantService({
      conversations: orgScope(
        database.db,
        (db, orgId) => (userId: string) => createConversationsRepository(db, { orgId, userId }),
      ),
      clinicalRecord,
      audit,
      gateway: ai.gateway,
      aiSettings: ai.settings,
    });
    await app.register(assistantRoutes, { assistant });
  },
});
