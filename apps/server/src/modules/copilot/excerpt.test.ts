import { describe, expect, it } from 'vitest';
import { bestExcerpt, coverage } from './excerpt.js';

describe('bestExcerpt', () => {
  const passage =
    'Emollients are the base of eczema care. Apply them often. Methotrexate is given once weekly at 15 mg. Check blood counts monthly.';

  it('picks the sentences that share the most words with the question, with offsets', () => {
    const e = bestExcerpt(passage, 'What is the weekly methotrexate dose?', { maxChars: 60 });
    expect(e.text).toContain('Methotrexate is given once weekly at 15 mg.');
    expect(passage.slice(e.start, e.end)).toBe(e.text);
  });

  it('quotes the sentence holding the fact, not the heading above it', () => {
    const page =
      'Methotrexate\nMethotrexate is started at 7.5 mg once weekly. Check counts monthly.';
    const e = bestExcerpt(page, 'methotrexate dose');
    expect(e.text).toBe('Methotrexate is started at 7.5 mg once weekly.');
    expect(page.slice(e.start, e.end)).toBe(e.text);
  });

  it('keeps a decimal number inside its sentence', () => {
    const e = bestExcerpt('Start at 7.5 mg weekly. Folic acid 5 mg.', 'start weekly mg', {
      maxChars: 80,
    });
    expect(e.text).toBe('Start at 7.5 mg weekly.');
  });

  it('never quotes the broken sentence a chunk after the first of its page starts with', () => {
    // The chunk starts where the overlap put it, inside "Methotrexate is started at 7.5 mg ...".
    const chunk =
      'started at 7.5 mg once weekly for psoriasis. Methotrexate needs folic acid. Check counts.';
    const e = bestExcerpt(chunk, 'methotrexate started weekly psoriasis', { midSentence: true });
    expect(e.text).toBe('Methotrexate needs folic acid.');
    expect(chunk.slice(e.start, e.end)).toBe(e.text);
    // A page's first chunk starts its first sentence.
    expect(bestExcerpt(chunk, 'started weekly psoriasis').text).toBe(
      'started at 7.5 mg once weekly for psoriasis.',
    );
    // A chunk of one broken sentence is quoted as it is.
    expect(bestExcerpt('weekly for psoriasis.', 'psoriasis', { midSentence: true }).text).toBe(
      'weekly for psoriasis.',
    );
  });

  it('keeps a sentence whole across the line breaks of a wrapped PDF line', () => {
    const page =
      'Methotrexate\nSkin care advice\nfor patients covers washing. Methotrexate for severe\npsoriasis is given once weekly at 15 mg.';
    const e = bestExcerpt(page, 'methotrexate severe psoriasis weekly');
    expect(e.text).toBe('Methotrexate for severe\npsoriasis is given once weekly at 15 mg.');
    // The page's first sentence starts at its first line, not where the PDF wrapped it.
    expect(bestExcerpt(page, 'skin care advice patients washing').text).toBe(
      'Skin care advice\nfor patients covers washing.',
    );
  });

  it('meets the question in other forms of its words, not in its question words', () => {
    // "starting" meets "started"; "What" does not count, so the one-word line does not tie.
    const page =
      'Isotretinoin. Isotretinoin for severe acne is started at 0.5 mg/kg per day and pregnancy must be excluded.';
    const question = 'What is the starting dose of isotretinoin?';
    expect(bestExcerpt(page, question).text).toBe(
      'Isotretinoin for severe acne is started at 0.5 mg/kg per day and pregnancy must be excluded.',
    );
    expect(coverage(question, page)).toBeGreaterThanOrEqual(0.5);
    expect(coverage('Quelles doses de méthotrexate ?', 'La dose de méthotrexate.')).toBe(1);
  });

  it('counts neither how-often nor how-many words, and meets "applied" in "apply"', () => {
    const page = 'Apply sunscreen every two hours outdoors.';
    expect(coverage('How often is sunscreen applied?', page)).toBe(1);
    expect(coverage('Combien de fois appliquer la crème ?', 'Appliquer la crème deux fois.')).toBe(
      1,
    );
    expect(coverage('How many tablets a day?', 'Two tablets a day.')).toBe(1);
  });

  it('quotes a passage of headings only as it is', () => {
    expect(bestExcerpt('Methotrexate\nDosing', 'methotrexate').text).toBe('Methotrexate');
  });

  it('measures how much of the question a text covers', () => {
    expect(coverage('methotrexate weekly dose', passage)).toBeGreaterThan(0.6);
    expect(coverage('isotretinoin pregnancy test', passage)).toBe(0);
  });

  it('counts the short words of a Vietnamese question, not its question words', () => {
    // "Rosacea is caused by Demodex. Common acne: apply adapalene every evening."
    const page = 'Trứng cá đỏ do Demodex. Mụn trứng cá thông thường bôi adapalene mỗi tối.';
    // "Which medicine is applied for acne?": only "trứng" is longer than three letters.
    const question = 'Mụn trứng cá bôi thuốc gì?';
    expect(bestExcerpt(page, question).text).toBe(
      'Mụn trứng cá thông thường bôi adapalene mỗi tối.',
    );
    // "gì" (what) is a question word: what the page covers is mụn, trứng, cá, bôi but not thuốc.
    expect(coverage(question, page)).toBe(4 / 5);
    expect(coverage('Liều là bao nhiêu?', 'Liều 0,5 mg/kg.')).toBe(1);
  });

  it('meets a word with or without its accents, but in Vietnamese, where accents tell words apart', () => {
    // A French question on an English leaflet, and a French word typed without its accent.
    const leaflet = 'Methotrexate is started at 15 mg once weekly.';
    expect(coverage('Méthotrexate : 15 mg ?', leaflet)).toBe(1);
    expect(bestExcerpt(`Other drugs. ${leaflet}`, 'méthotrexate hebdomadaire ?').text).toBe(
      leaflet,
    );
    expect(coverage('traitement eczema', 'Le traitement de l’eczéma.')).toBe(1);
    // "mủ" is pus, "mụn" acne: no match between them.
    expect(coverage('Mủ ở đâu?', 'Mụn ở má.')).toBe(0);
  });
});
