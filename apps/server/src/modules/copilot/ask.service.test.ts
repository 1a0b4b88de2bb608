import type { CopilotPassage } from '@dermadesk/contracts';
import { describe, expect, it } from 'vitest';
import { quotedCitations } from './ask.service.js';

const passage = (sourceName: string, text: string, page: number): CopilotPassage => ({
  sourceId: `00000000-0000-4000-8000-00000000000${page}`,
  sourceName,
  page,
  text,
  score: 1,
  chunkId: `10000000-0000-4000-8000-00000000000${page}`,
  start: 0,
  end: text.length,
});

describe('quotedCitations', () => {
  const dose = 'Methotrexate is started at 15 mg once weekly.';

  it('quotes a passage held by two sources once, and numbers the rest in order', () => {
    const citations = quotedCitations('methotrexate weekly dose', [
      passage('Leaflet', dose, 1),
      passage('Leaflet (copy)', dose, 2),
      passage('Protocol', 'Folic acid 5 mg is taken on another day.', 3),
    ]);
    expect(citations.map((c) => [c.n, c.sourceName, c.quote])).toEqual([
      [1, 'Leaflet', dose],
      [2, 'Protocol', 'Folic acid 5 mg is taken on another day.'],
    ]);
  });

  it('quotes at most three passages', () => {
    const texts = ['One dose.', 'Two doses.', 'Three doses.', 'Four doses.'];
    const citations = quotedCitations(
      'dose',
      texts.map((t, i) => passage('Leaflet', t, i + 1)),
    );
    expect(citations.map((c) => c.quote)).toEqual(texts.slice(0, 3));
  });
});
