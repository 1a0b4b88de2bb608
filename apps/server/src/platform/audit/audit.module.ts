import { defineModule } from '../module.js';
import { orgScope } from '../tenancy/org-scope.js';
import { createAuditEventsService } from './audit-events.service.js';
import { auditRoutes } from './audit.routes.js';
import { createAuditReader } from './audit.repository.js';

/** The audit trail's read side for organisation admins (writing is `platform.audit.record`). */
export const auditModule = defineModule({
  name: 'audit',
  async register(app, platform) {
    const reader = orgScope(platform.database.db, createAuditReader);
    await app.register(auditRoutes, { auditEvents: createAuditEventsService({ reader }) });
  },
});
