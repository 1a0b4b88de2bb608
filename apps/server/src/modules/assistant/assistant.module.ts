import { defineModule } from '../../platform/module.js';
import { assistantRoutes } from './assistant.routes.js';
import { createAssistantService } from './assistant.service.js';

/** The clinical chat assistant: conversations, attachments and streamed answers. */
export const assistantModule = defineModule({
  name: 'assistant',
  async register(app, { database, ai }) {
    await app.register(assistantRoutes, {
      assistant: createAssistantService({
        db: database.db,
        gateway: ai.gateway,
        aiSettings: ai.settings,
      }),
    });
  },
});
