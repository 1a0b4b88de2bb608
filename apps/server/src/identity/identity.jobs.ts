import { lt } from 'drizzle-orm';
import { aiCallsInFlight } from '../db/schema.js';
import { defineSystemJob } from '../jobs/job-definition.js';
import { purgeEndedRateLimitWindows } from '../plugins/rate-limit-store.js';
import { purgeExpiredOidcPayloads } from './oidc-adapter.js';
import { ID_TOKEN_TTL_SECONDS } from './provider.js';
import { createSessionRevocations } from './session-revocations.js';
import { purgeStaleSignInFailures } from './sign-in-failures.repository.js';

/**
 * Hourly: drops expired sign-in records (codes, sessions, grants), stale revocations and
 * failed-sign-in counts, ended
 * rate-limit windows and AI call slots left by processes that died mid-call.
 */
export const purgeExpiredSignInsJob = defineSystemJob({
  name: 'purge-expired-sign-ins',
  payload: {},
  schedule: '7 * * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 600,
  async run(_payload, ctx) {
    await purgeExpiredOidcPayloads(ctx.db);
    await createSessionRevocations(ctx.db, ID_TOKEN_TTL_SECONDS).purgeExpired();
    await purgeStaleSignInFailures(ctx.db);
    await purgeEndedRateLimitWindows(ctx.db);
    await ctx.db.delete(aiCallsInFlight).where(lt(aiCallsInFlight.expiresAt, new Date()));
  },
});
