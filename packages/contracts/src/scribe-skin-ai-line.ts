import { headlineFigures } from './result-headlines.js';
import {
  formatMeasure,
  headlineWords,
  isCount,
  moduleName,
  quantityWords,
  siteName,
  type TextLookup,
} from './result-words.js';
import type { SubjectAnalysis } from './scribe-outputs.js';

/**
 * A saved Skin AI result as one line of the chart note, in the language of `lookup`:
 * '[Skin AI #12] EASI, 2026-11-20: EASI 12.4 (Moderate); Face; /result/12'. The server's
 * evidence check accepts such a line only when it is, word for word, the line of a result of the
 * encounter's subject in one of the languages: an edited figure is no longer evidence.
 * The check reads a line with the marker whole, never cut into sentences.
 */
export function skinAiLine(a: SubjectAnalysis, locale: string, lookup: TextLookup): string {
  const findings = a.score
    ? [
        `${a.score.instrument.toUpperCase()} ${a.score.display ?? (a.score.value === null ? '–' : formatMeasure(a.score.value, locale))}${a.score.band ? ` (${a.score.band})` : ''}`,
      ]
    : a.figures.map((f) => {
        const figure = headlineFigures(a.module, f.method).find((h) => h.key === f.key);
        const stored = { unit: f.unit, description: f.key };
        const words = quantityWords(lookup, f.key, stored);
        const label = figure
          ? headlineWords(lookup, f.method, figure, stored, locale).label
          : words.label;
        const value = formatMeasure(f.value, locale, isCount(f.key, f.unit));
        return `${label} ${value} ${words.unit}`.trim();
      });
  const sites = a.sites.map((s) => siteName(lookup, s));
  const name = moduleName(lookup, a.module, `Module ${a.module}`);
  return [
    `[Skin AI #${a.id}] ${name}, ${a.createdAt.slice(0, 10)}: ${findings.join('; ') || '–'}`,
    ...sites,
    `/result/${a.id}`,
  ].join('; ');
}
