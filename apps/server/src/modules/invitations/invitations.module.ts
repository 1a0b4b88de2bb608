import { defineModule } from '../../platform/module.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import { createInvitationsRepository } from './invitations.repository.js';
import { invitationsRoutes } from './invitations.routes.js';
import { createInvitationsService } from './invitations.service.js';
import { createInviteeRepository } from './invitee.repository.js';

/** Invitations to join an organisation: the admins' side and the invited person's. */
export const invitationsModule = defineModule({
  name: 'invitations',
  async register(app, { database, audit, users }) {
    const invitations = createInvitationsService({
      invitations: orgScope(database.db, createInvitationsRepository),
      invitee: (email) => createInviteeRepository(database.db, email),
      users,
      audit,
    });
    await app.register(invitationsRoutes, { invitations });
  },
});
