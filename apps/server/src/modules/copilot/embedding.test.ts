import { describe, expect, it } from 'vitest';
import type { Chunk } from './chunking.js';
import { embedChunks, fuseRankings, signSketch, unit } from './embedding.js';

describe('reciprocal rank fusion', () => {
  it('puts first what both rankings place high, above what only one places first', () => {
    // 'b' is 2nd in both lists: 2/62 > 1/61 + nothing.
    const fused = fuseRankings([
      ['a', 'b', 'c'],
      ['d', 'b', 'e'],
    ]);
    expect(fused.map((f) => f.id)).toEqual(['b', 'a', 'd', 'c', 'e']);
    expect(fused[0]!.score).toBeCloseTo(2 / 62);
    expect(fused[1]!.score).toBeCloseTo(1 / 61);
  });

  it('keeps the one ranking as it is when the other is empty (no embedder, no vectors)', () => {
    expect(fuseRankings([['x', 'y', 'z'], []]).map((f) => f.id)).toEqual(['x', 'y', 'z']);
  });
});

describe('embedding chunks', () => {
  const chunks = (): Chunk[] => [
    { text: 'Methotrexate weekly', start: 0, end: 19, heading: 'Psoriasis' },
    { text: 'Emollients daily', start: 20, end: 36, heading: null },
  ];

  it('stores unit vectors, embedding the heading with the text', async () => {
    const seen: string[] = [];
    const c = chunks();
    await embedChunks(async (texts) => {
      seen.push(...texts);
      return [
        [3, 4],
        [0, 2],
      ];
    }, c);
    expect(seen).toEqual(['Psoriasis\nMethotrexate weekly', 'Emollients daily']);
    expect(c.map((x) => x.embedding)).toEqual([
      [0.6, 0.8],
      [0, 1],
    ]);
    expect(unit([0, 0])).toEqual([0, 0]);
  });

  it('leaves chunks without vectors when no embedder is configured, and refuses a short answer', async () => {
    const c = chunks();
    await embedChunks(undefined, c);
    expect(c.every((x) => x.embedding === undefined)).toBe(true);
    await expect(embedChunks(async () => [[1, 0]], c)).rejects.toThrow(/too few/);
  });
});

describe('sign sketches', () => {
  it('sets one bit per dimension, in order, where the component is positive (zero is not)', () => {
    expect(signSketch([0.5, -0.1, 0, 2e-9, -3])).toBe('10010');
  });
});
