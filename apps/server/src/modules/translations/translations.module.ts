import { defineModule } from '../../platform/module.js';
import { translationsRoutes } from './translations.routes.js';

/** An organisation's overrides of the screens' texts. */
export const translationsModule = defineModule({
  name: 'translations',
  async register(app, { database }) {
    await app.register(translationsRoutes, { db: database.db });
  },
});
