import { defineModule } from '../../platform/module.js';
import { orgsRoutes } from './orgs.routes.js';
import { createOrgsService } from './orgs.service.js';

/** The organisation itself: its profile, members and configs. */
export const orgsModule = defineModule({
  name: 'orgs',
  async register(app, { database }) {
    await app.register(orgsRoutes, { orgs: createOrgsService(database.db) });
  },
});
