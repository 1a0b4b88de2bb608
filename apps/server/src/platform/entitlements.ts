import { eq, sql } from 'drizzle-orm';
import { isFeatureEnabled, isModuleAvailable, type AppFeature } from '@dermadesk/contracts';
import type { Db } from '../db/client.js';
import { orgConfigs } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import type { OrgContext } from '../lib/request-context.js';
import type { OrgId } from './tenancy/org-id.js';

/**
 * The organisation's entitlements, decided by the same rules the menu uses (contracts
 * features.ts), so what the screens hide the API refuses: with the no-access answer, as for a
 * page the user may not see.
 */
export function createEntitlements(db: Db) {
  const configs = db
    .select({ key: orgConfigs.key, value: orgConfigs.value })
    .from(orgConfigs)
    .where(eq(orgConfigs.orgId, sql.placeholder('orgId')))
    .prepare('org_entitlement_configs');
  const orgOf = async (orgId: OrgId) => ({ configs: await configs.execute({ orgId }) });

  return {
    async hasFeature(orgId: OrgId, feature: AppFeature) {
      return isFeatureEnabled(feature, await orgOf(orgId));
    },
    /** Skin AI modules run only when in the organisation's 'Your AI Modules'. */
    async assertModule(ctx: OrgContext, module: number) {
      if (!isModuleAvailable(module, await orgOf(ctx.orgId))) throw AppError.noPageAccess();
    },
  };
}
export type Entitlements = ReturnType<typeof createEntitlements>;
