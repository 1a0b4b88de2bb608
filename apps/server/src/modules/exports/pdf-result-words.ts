import {
  calculatorNames,
  formatMeasure,
  isCount,
  headlineFigures,
  headlineWords,
  moduleName,
  quantityWords,
  regionName,
  siteName,
  warningText,
  type Locale,
  type StoredAnalysisResult,
} from '@dermadesk/contracts';
import { resultTextLookup } from '@dermadesk/contracts/result-texts';

export interface HeadlineLine {
  key: string;
  label: string;
  meaning: string;
  /** The value in the language's format, or null when it could not be measured. */
  value: string | null;
  /** Its unit in words ('% of visible skin'); empty for a count. */
  unit: string;
  needsScale: boolean;
}

/**
 * The clinical words of a result in the report's language, from the shared result-text catalogue
 * (the same labels, units, sites, warnings and calculator names as the web app shows).
 * What the catalogue does not know is printed as the engine wrote it.
 */
export function resultWords(locale: Locale) {
  const lookup = resultTextLookup(locale);
  const text = (key: string, fallback: string) => lookup(key) ?? fallback;
  const names = calculatorNames(lookup);
  return {
    module: (number: number, engineName: string) => moduleName(lookup, number, engineName),
    instrument: names.instrument,
    grade: names.field,
    group: names.group,
    formula: names.formula,
    /** The module's headline figures, in display order. */
    headlines(result: StoredAnalysisResult): HeadlineLine[] {
      const method = result.method?.name ?? '';
      const parameters = result.method?.parameters ?? {};
      return headlineFigures(result.module.number, method).flatMap((figure) => {
        const q = result.quantities[figure.key];
        if (!q) return [];
        const words = headlineWords(lookup, method, figure, q, locale);
        const unit = quantityWords(lookup, figure.key, q, parameters).unit;
        const shown =
          q.value === null ? null : formatMeasure(q.value, locale, isCount(figure.key, q.unit));
        return [
          {
            key: figure.key,
            label: words.label,
            meaning: words.meaning,
            value: shown,
            unit,
            needsScale: figure.needsScale,
          },
        ];
      });
    },
    needsScale: () => text('measure.needsScale', 'needs a scale'),
    verdict: (verdict: StoredAnalysisResult['quality']['verdict']) =>
      text(`quality.verdict.${verdict}`, verdict),
    rejected: () =>
      text('quality.rejected', 'No measurements: the image failed the quality checks.'),
    notMeasured: () => text('measure.notMeasured', 'not measured'),
    overlay: (name: string, description: string) =>
      text(`measure.overlay.${name}`, description || name),
    qualityCheck: (check: StoredAnalysisResult['quality']['checks'][number]) =>
      text(check.messageKey, check.message),
    warning: (warning: string) => warningText(lookup, warning),
    method: (name: string) => text(`measure.method.${name}`, name),
    caveat: (result: StoredAnalysisResult) => text('measure.caveat', result.caveat),
    band: (label: string) => text(`scoreBands.${label}`, label),
    site: (bodyPart: string) => siteName(lookup, bodyPart),
    region: (key: string) => regionName(lookup, key),
  };
}
export type ResultWords = ReturnType<typeof resultWords>;
