import { createRequire } from 'node:module';
import { locales } from '@dermadesk/contracts';
import { describe, expect, it } from 'vitest';
import { RESULT_TEXTS } from '@dermadesk/contracts/result-texts';
import { reportFonts } from './pdf-fonts.js';
import { reportLocale, reportTexts } from './pdf-texts.js';

describe('PDF report language', () => {
  it('takes the lang the web app sends over the Accept-Language header', () => {
    expect(reportLocale('vi', 'fr-FR,fr;q=0.9')).toBe('vi');
  });

  it('takes the best supported language of the header, by q-value then order', () => {
    expect(reportLocale(undefined, 'fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(reportLocale(undefined, 'de-DE, pt-BR;q=0.7, es;q=0.9')).toBe('es');
    expect(reportLocale(undefined, 'en;q=0.5, vi')).toBe('vi');
    expect(reportLocale(undefined, 'PT')).toBe('pt');
  });

  it('falls back to English', () => {
    expect(reportLocale(undefined, undefined)).toBe('en');
    expect(reportLocale(undefined, '')).toBe('en');
    expect(reportLocale(undefined, 'de, ja;q=0.8')).toBe('en');
    expect(reportLocale(undefined, 'fr;q=0, *')).toBe('en');
    expect(reportLocale(undefined, 'fr;q=abc')).toBe('en');
  });
});

describe('PDF report catalogue', () => {
  const flat = (texts: object, prefix = ''): [string, string][] =>
    Object.entries(texts).flatMap(([key, value]): [string, string][] =>
      typeof value === 'object'
        ? flat(value as object, `${prefix}${key}.`)
        : [[`${prefix}${key}`, String(value)]],
    );
  const PDF_TEXTS = Object.fromEntries(locales.map((l) => [l, reportTexts(l)]));
  const english = new Map(flat(PDF_TEXTS.en!));

  it.each(locales.filter((l) => l !== 'en'))('%s has every text, translated', (locale) => {
    const texts = new Map(flat(PDF_TEXTS[locale]!));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    // Words the languages share (French: Module, Images, Date, Score, Note) may stay the same.
    const same = [...texts].filter(([key, text]) => text === english.get(key)).map(([k]) => k);
    expect(same.length).toBeLessThanOrEqual(6);
    for (const [key, text] of texts) expect(text.trim(), key).not.toBe('');
  });

  it('states the limits: measured quantities, not a diagnosis', () => {
    expect(PDF_TEXTS.en!.limits).toContain('measured quantities, not a diagnosis');
    expect(PDF_TEXTS.fr!.limits).toContain('non d’un diagnostic');
    expect(PDF_TEXTS.vi!.limits).toContain('không phải chẩn đoán');
    expect(PDF_TEXTS.pt!.limits).toContain('não um diagnóstico');
    expect(PDF_TEXTS.es!.limits).toContain('no un diagnóstico');
  });

  it('has a font that can write every character of every catalogue', () => {
    // fontkit is pdfkit's font engine (untyped): what pdfkit embeds is what it finds there.
    const fontkit = createRequire(import.meta.url)('fontkit') as {
      create: (b: Buffer) => { hasGlyphForCodePoint: (c: number) => boolean };
    };
    const { regular, bold } = reportFonts();
    for (const font of [fontkit.create(regular), fontkit.create(bold)]) {
      for (const locale of locales) {
        // The report's texts and the calculator's names and formulas (Σ, ·, œ, Vietnamese).
        const texts = [...flat(PDF_TEXTS[locale]!), ...flat(RESULT_TEXTS[locale].calculator)];
        const chars = new Set(texts.flatMap(([, text]) => [...text]));
        const missing = [...chars].filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!));
        expect(missing, locale).toEqual([]);
      }
    }
  });
});
