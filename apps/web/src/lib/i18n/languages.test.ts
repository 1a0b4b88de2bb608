import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../storage';
import { openingLanguage, saveLanguage } from './languages';

describe('the language a page opens in', () => {
  afterEach(() => localStorage.clear());

  it('is English for staff who chose nothing, whatever the browser says', () => {
    expect(openingLanguage(false, ['fr-FR', 'fr'])).toBe('en');
  });

  it("is the patient's first browser language the app speaks on the public booking page", () => {
    expect(openingLanguage(true, ['fr-FR', 'en'])).toBe('fr');
    expect(openingLanguage(true, ['de-DE', 'pt-BR'])).toBe('pt');
    expect(openingLanguage(true, ['de-DE'])).toBe('en');
  });

  it('is the saved choice for everyone once one was made', () => {
    saveLanguage('vi');
    expect(localStorage.getItem(storageKeys.language)).toBe('"vi"');
    expect(openingLanguage(true, ['fr-FR'])).toBe('vi');
    expect(openingLanguage(false, ['fr-FR'])).toBe('vi');
  });
});
