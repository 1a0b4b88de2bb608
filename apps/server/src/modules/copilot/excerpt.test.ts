import { describe, expect, it } from 'vitest';
import { bestExcerpt, coverage } from './excerpt.js';

describe('bestExcerpt', () => {
  const passage =
    'Emollients are the base of eczema care. Apply them often. Methotrexate is given once weekly at 15 mg. Check blood counts monthly.';

  it('picks the sentences that share the most words with the question, with offsets', () => {
    const e = bestExcerpt(passage, 'What is the weekly methotrexate dose?', 60);
    expect(e.text).toContain('Methotrexate is given once weekly at 15 mg.');
    expect(passage.slice(e.start, e.end)).toBe(e.text);
  });

  it('measures how much of the question a text covers', () => {
    expect(coverage('methotrexate weekly dose', passage)).toBeGreaterThan(0.6);
    expect(coverage('isotretinoin pregnancy test', passage)).toBe(0);
  });
});
