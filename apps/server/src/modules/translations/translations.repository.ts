import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { translations } from '../../db/schema.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';

/** One organisation's text overrides. */
export function createTranslationsRepository(db: Queryable, orgId: OrgId) {
  const scope = (source: string, locale: string) =>
    and(
      eq(translations.orgId, orgId),
      eq(translations.source, source),
      eq(translations.locale, locale),
    );
  return {
    async list(source: string, locale: string) {
      return db
        .select({ key: translations.key, text: translations.text })
        .from(translations)
        .where(scope(source, locale));
    },
    async apply(source: string, locale: string, entries: Record<string, string | null>) {
      await db.transaction(async (tx) => {
        for (const [key, text] of Object.entries(entries)) {
          if (text === null) {
            await tx
              .delete(translations)
              .where(and(scope(source, locale), eq(translations.key, key)));
          } else {
            await tx
              .insert(translations)
              .values({ orgId, source, locale, key, text })
              .onConflictDoUpdate({
                target: [
                  translations.orgId,
                  translations.source,
                  translations.locale,
                  translations.key,
                ],
                set: { text },
              });
          }
        }
      });
    },
  };
}
export type TranslationsRepository = ReturnType<typeof createTranslationsRepository>;
