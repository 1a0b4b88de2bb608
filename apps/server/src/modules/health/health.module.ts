import type { MetricsRegistry } from '../../plugins/metrics.js';
import { defineModule } from '../../platform/module.js';
import { healthRoutes } from './health.routes.js';

/** Liveness, readiness and metrics for the load balancer and the operator. */
export const healthModule = defineModule<{
  metrics: MetricsRegistry;
  isShuttingDown: () => boolean;
}>({
  name: 'health',
  async register(app, { database, blobs }, { metrics, isShuttingDown }) {
    await app.register(healthRoutes, { database, blobs, metrics, isShuttingDown });
  },
});
