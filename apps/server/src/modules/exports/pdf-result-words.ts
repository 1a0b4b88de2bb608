import type { Locale, StoredAnalysisResult } from '@dermadesk/contracts';
import { PDF_TEXTS } from './pdf-texts.js';

/**
 * The clinical words of a result in the report's language: module, figure, grade, band and site
 * names, quality and caveat texts. Where no translation is known the engine's own text is printed.
 */
export interface ResultWords {
  module: (module: number, engineName: string) => string;
  /** The figures a clinician reads first, in display order, with their labels. */
  headlines: (module: number, result: StoredAnalysisResult) => { key: string; label: string }[];
  unit: (unit: string) => string;
  overlay: (name: string, description: string) => string;
  qualityCheck: (check: StoredAnalysisResult['quality']['checks'][number]) => string;
  warning: (text: string) => string;
  caveat: (result: StoredAnalysisResult) => string;
  instrument: (key: string, engineName?: string) => string;
  grade: (instrument: string, field: string) => string;
  group: (instrument: string, group: string) => string;
  band: (label: string) => string;
  site: (bodyPart: string) => string;
}

/** `rightCheek` → `Right cheek`, `left-cheek` → `Left cheek`. */
const spoken = (key: string) => {
  const words = key
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function resultWords(locale: Locale): ResultWords {
  const common = PDF_TEXTS[locale];
  return {
    module: (module, engineName) => common.moduleNames[module] ?? engineName,
    headlines: (_module, result) =>
      Object.entries(result.quantities)
        .filter(([, q]) => !q.unit.startsWith('px'))
        .slice(0, 3)
        .map(([key, q]) => ({ key, label: q.description || key })),
    unit: (unit) => (unit === 'count' ? '' : unit),
    overlay: (name, description) => description || name,
    qualityCheck: (check) => check.message,
    warning: (text) => text,
    caveat: (result) => result.caveat,
    instrument: (key, engineName) => engineName ?? key.toUpperCase(),
    grade: (_instrument, field) => spoken(field),
    group: (_instrument, group) => spoken(group),
    band: (label) => label,
    site: spoken,
  };
}
