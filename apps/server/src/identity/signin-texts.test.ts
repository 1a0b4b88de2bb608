import { describe, expect, it } from 'vitest';
import { locales } from '@dermadesk/contracts';
import { pickLocale, signInTexts } from './signin-texts.js';

describe('sign-in page texts', () => {
  it('has every text in every language, translated', () => {
    const keys = Object.keys(signInTexts('en')).sort();
    for (const locale of locales) {
      expect(Object.keys(signInTexts(locale)).sort()).toEqual(keys);
      if (locale !== 'en')
        expect(signInTexts(locale).password).not.toBe(signInTexts('en').password);
    }
  });

  it('picks the first supported language from explicit choices and Accept-Language', () => {
    expect(pickLocale(undefined, 'de-DE,pt-BR;q=0.8,en;q=0.5')).toBe('pt');
    expect(pickLocale('vi', 'fr-FR')).toBe('vi');
    expect(pickLocale('xx', undefined)).toBe('en');
    expect(pickLocale('es-MX fr')).toBe('es');
  });
});
