import { createConversationService } from '../../platform/conversations/conversation-service.js';
import { defineModule } from '../../platform/module.js';
import type { ClinicalRecordService } from '../uploads/clinical-record.service.js';
import { assistantRoutes } from './assistant.routes.js';
import { createAssistantService } from './assistant.service.js';

/** The clinical chat assistant: conversations, attachments and streamed answers. */
export const assistantModule = defineModule<{ clinicalRecord: ClinicalRecordService }>({
  name: 'assistant',
  async register(app, { database, audit, ai }, { clinicalRecord }) {
    const assistant = createAssistantService({
      conversations: createConversationService(database.db, audit, 'assistant'),
      clinicalRecord,
      gateway: ai.gateway,
      aiSettings: ai.settings,
    });
    await app.register(assistantRoutes, { assistant });
  },
});
