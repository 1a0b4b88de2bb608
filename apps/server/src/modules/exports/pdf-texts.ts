import { locales, type Locale } from '@dermadesk/contracts';
import { RESULT_TEXTS, type ResultTexts } from '@dermadesk/contracts/result-texts';

/**
 * The PDF reports' own texts in the report's language: the `report` part of the catalogue the web
 * app reads too (`@dermadesk/contracts/result-texts`); `{{name}}` is filled with interpolate().
 * What the analysis engine writes (result names, formulas, bands, sites) comes through the same
 * catalogue's result words (pdf-result-words.ts).
 */
export type ReportTexts = ResultTexts['report'];
export const reportTexts = (locale: Locale): ReportTexts => RESULT_TEXTS[locale].report;

const isLocale = (tag: string): tag is Locale => (locales as readonly string[]).includes(tag);

/**
 * The report's language: the `lang` the web app sends (its current UI language), else the best
 * supported language of an Accept-Language header (RFC 9110 §12.5.4: by q-value, then order;
 * `fr-CA` counts as `fr`), else English.
 */
export function reportLocale(lang: Locale | undefined, acceptLanguage?: string): Locale {
  if (lang) return lang;
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => /^q=/i.test(p));
      return { base: tag.toLowerCase().split('-')[0]!, q: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((r) => r.q > 0 && isLocale(r.base))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return (ranges[0]?.base as Locale | undefined) ?? 'en';
}
