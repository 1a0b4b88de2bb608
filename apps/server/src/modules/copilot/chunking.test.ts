import { describe, expect, it } from 'vitest';
import { chunkPage } from './chunking.js';

const words = (n: number, prefix = 'w') =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(' ');

describe('chunkPage', () => {
  it('keeps offsets that point at the chunk text in the page', () => {
    const page = `Eczema care\n${words(500)}`;
    const chunks = chunkPage(page, { words: 100, overlap: 20 });
    for (const c of chunks) expect(page.slice(c.start, c.end)).toBe(c.text);
    expect(chunks[0]!.start).toBe(0);
    expect(chunks.at(-1)!.end).toBe(page.length);
  });

  it('overlaps consecutive chunks by the given number of words', () => {
    const chunks = chunkPage(words(250), { words: 100, overlap: 20 });
    expect(chunks).toHaveLength(3);
    const first = chunks[0]!.text.split(' ');
    const second = chunks[1]!.text.split(' ');
    expect(second.slice(0, 20)).toEqual(first.slice(-20));
  });

  it('never reaches past its page: each page is chunked alone', () => {
    const pages = [words(30, 'a'), words(30, 'b')];
    const chunks = pages.map((p) => chunkPage(p, { words: 100, overlap: 20 }));
    expect(chunks[0]).toHaveLength(1);
    expect(chunks[0]![0]!.text).not.toMatch(/b\d/);
    expect(chunks[1]![0]!.text).toMatch(/^b0/);
  });

  it('returns nothing for a page without text', () => {
    expect(chunkPage('  \n \n')).toEqual([]);
  });

  it('carries the heading a chunk stands under', () => {
    const page = `Methotrexate\nGive 15 mg weekly. ${words(150)}\nFolic acid\n${words(150, 'f')}`;
    const chunks = chunkPage(page, { words: 100, overlap: 10 });
    expect(chunks[0]!.heading).toBe('Methotrexate');
    expect(chunks.at(-1)!.heading).toBe('Folic acid');
  });
});
