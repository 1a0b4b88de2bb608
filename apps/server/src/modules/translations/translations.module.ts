import { defineModule } from '../../platform/module.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import { createTranslationsRepository } from './translations.repository.js';
import { translationsRoutes } from './translations.routes.js';
import { createTranslationsService } from './translations.service.js';

/** An organisation's overrides of the screens' texts. */
export const translationsModule = defineModule({
  name: 'translations',
  async register(app, { database, audit }) {
    const translations = createTranslationsService({
      translations: orgScope(database.db, createTranslationsRepository),
      audit,
    });
    await app.register(translationsRoutes, { translations });
  },
});
