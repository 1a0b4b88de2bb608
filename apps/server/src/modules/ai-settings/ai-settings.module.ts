import { defineModule } from '../../platform/module.js';
import { aiSettingsRoutes } from './ai-settings.routes.js';
import { createAiSettingsService } from './ai-settings.service.js';

/** The organisation's AI providers, limits and system prompt, for its admins. */
export const aiSettingsModule = defineModule({
  name: 'ai-settings',
  async register(app, { config, audit, ai }) {
    await app.register(aiSettingsRoutes, {
      aiSettings: createAiSettingsService({
        settings: ai.settings,
        audit,
        config: config.ai,
        box: ai.box,
        gateway: ai.gateway,
      }),
    });
  },
});
