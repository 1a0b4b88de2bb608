import { and, eq, sql } from 'drizzle-orm';
import type { AiKind } from '@dermadesk/contracts';
import type { Queryable } from '../db/client.js';
import { aiOrgPolicies, aiProviderSettings, aiTokenUsage } from '../db/schema.js';
import type { OrgId } from '../platform/tenancy/org-id.js';

export type ProviderRow = typeof aiProviderSettings.$inferSelect;
export type PolicyRow = typeof aiOrgPolicies.$inferSelect;

export type ProviderPatch = Partial<
  Pick<ProviderRow, 'enabled' | 'baseUrl' | 'model' | 'apiKeyCipher'>
>;
export type PolicyPatch = Partial<
  Pick<PolicyRow, 'monthlyTokenBudget' | 'concurrencyLimit' | 'systemPrompt'>
>;

/** Calendar month in UTC, the unit of the token budget. */
export const usageMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/** One organisation's AI providers, limits and token usage; built with the verified id only. */
export function createAiSettingsRepository(db: Queryable, orgId: OrgId) {
  return {
    providers: () =>
      db.select().from(aiProviderSettings).where(eq(aiProviderSettings.orgId, orgId)),

    async provider(kind: AiKind): Promise<ProviderRow | undefined> {
      const [row] = await db
        .select()
        .from(aiProviderSettings)
        .where(and(eq(aiProviderSettings.orgId, orgId), eq(aiProviderSettings.kind, kind)));
      return row;
    },

    async upsertProvider(kind: AiKind, patch: ProviderPatch) {
      const set = { ...patch, updatedAt: new Date() };
      await db
        .insert(aiProviderSettings)
        .values({ orgId, kind, ...set })
        .onConflictDoUpdate({ target: [aiProviderSettings.orgId, aiProviderSettings.kind], set });
    },

    async policy(): Promise<PolicyRow | undefined> {
      const [row] = await db.select().from(aiOrgPolicies).where(eq(aiOrgPolicies.orgId, orgId));
      return row;
    },

    async upsertPolicy(patch: PolicyPatch) {
      const set = { ...patch, updatedAt: new Date() };
      await db
        .insert(aiOrgPolicies)
        .values({ orgId, ...set })
        .onConflictDoUpdate({ target: aiOrgPolicies.orgId, set });
    },

    async usage(month: string): Promise<number> {
      const [row] = await db
        .select({ tokens: aiTokenUsage.tokens })
        .from(aiTokenUsage)
        .where(and(eq(aiTokenUsage.orgId, orgId), eq(aiTokenUsage.month, month)));
      return row?.tokens ?? 0;
    },

    /** One statement, so concurrent calls never lose each other's counts. */
    async addUsage(month: string, tokens: number) {
      await db
        .insert(aiTokenUsage)
        .values({ orgId, month, tokens })
        .onConflictDoUpdate({
          target: [aiTokenUsage.orgId, aiTokenUsage.month],
          set: { tokens: sql`${aiTokenUsage.tokens} + ${tokens}` },
        });
    },
  };
}
export type AiSettingsRepository = ReturnType<typeof createAiSettingsRepository>;
