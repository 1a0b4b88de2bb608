import type { OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { TranslationsRepository } from './translations.repository.js';

/** An organisation's overrides of the screens' texts: read by every member, set by admins. */
export function createTranslationsService(deps: {
  translations: OrgScope<TranslationsRepository>;
  audit: AuditTrail;
}) {
  return {
    async overrides(ctx: OrgContext, source: string, locale: string) {
      const rows = await deps.translations(ctx).list(source, locale);
      return Object.fromEntries(rows.map((r) => [r.key, r.text]));
    },
    async apply(
      ctx: OrgContext,
      source: string,
      locale: string,
      entries: Record<string, string | null>,
    ) {
      await deps.translations(ctx).apply(source, locale, entries);
      await deps.audit.record(ctx, 'update', { type: 'translation', id: `${source}/${locale}` });
    },
  };
}
export type TranslationsService = ReturnType<typeof createTranslationsService>;
