import { defineModule } from '../../platform/module.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import { createMembersRepository } from './members.repository.js';
import { createOrgRepository } from './orgs.repository.js';
import { orgsRoutes } from './orgs.routes.js';
import { createOrgsService } from './orgs.service.js';

/** The organisation itself: its profile, members and configs. */
export const orgsModule = defineModule({
  name: 'orgs',
  async register(app, { database, audit }) {
    const db = database.db;
    const orgs = createOrgsService({
      org: orgScope(db, createOrgRepository),
      members: orgScope(db, createMembersRepository),
      audit,
    });
    await app.register(orgsRoutes, { orgs });
  },
});
