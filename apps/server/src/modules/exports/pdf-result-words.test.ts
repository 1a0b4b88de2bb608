import { CALCULATORS } from '@dermadesk/analysis';
import { locales } from '@dermadesk/contracts';
import { describe, expect, it } from 'vitest';
import { resultWords } from './pdf-result-words.js';

describe('calculator words in the reports’ languages', () => {
  const english = resultWords('en');

  it.each(locales.filter((l) => l !== 'en'))(
    '%s names every calculator’s formula in its own words',
    (locale) => {
      const words = resultWords(locale);
      for (const calculate of Object.values(CALCULATORS)) {
        // An empty input is invalid, but the result still names its instrument and formula.
        const { instrument, formula } = calculate({});
        const text = words.formula(instrument, formula);
        expect(text, `${locale} ${instrument}`).not.toBe(formula);
        expect(text, `${locale} ${instrument}`).not.toBe(english.formula(instrument, formula));
      }
    },
  );

  it('writes numbers in a formula the language’s way', () => {
    expect(resultWords('fr').formula('TDS', '')).toContain('1,3·A');
    expect(resultWords('en').formula('TDS', '')).toContain('1.3·A');
  });

  it('names modules, grades and NAPSI nails from the catalogue the web app reads', () => {
    const fr = resultWords('fr');
    expect(fr.module(7, 'Redness')).toBe('Rougeur');
    expect(fr.module(99, 'Engine name')).toBe('Engine name');
    expect(fr.grade('lichenification')).toBe('Lichénification');
    expect(fr.group('rightHand-thumb')).toBe('Pouce (main droite)');
    expect(fr.instrument('mmasi')).toBe('mMASI');
  });
});
