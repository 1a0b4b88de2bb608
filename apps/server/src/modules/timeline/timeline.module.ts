import { defineModule } from '../../platform/module.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import { createTimelineRepository } from './timeline.repository.js';
import { timelineRoutes } from './timeline.routes.js';
import { createTimelineService } from './timeline.service.js';

/** A subject's analyses over time, for the timeline charts. */
export const timelineModule = defineModule({
  name: 'timeline',
  async register(app, { database, audit }) {
    const timeline = createTimelineService({
      timeline: orgScope(database.db, createTimelineRepository),
      audit,
    });
    await app.register(timelineRoutes, { timeline });
  },
});
