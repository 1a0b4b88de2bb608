import { z } from 'zod';
import { locales } from './locales.js';

// Re-exported here, where they always were; they live apart so that they come without zod.
export { locales, type Locale } from './locales.js';

export const localeSchema = z.enum(locales);

export const translationQuerySchema = z.object({
  source: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.-]+$/),
  locale: localeSchema,
});
export const translationResponseSchema = z.object({ data: z.record(z.string(), z.string()) });

export const setTranslationsBodySchema = z.object({
  source: translationQuerySchema.shape.source,
  locale: localeSchema,
  /** Key → text; a null text removes the override. */
  entries: z.record(z.string().min(1).max(200), z.string().max(5_000).nullable()),
});
