import { describe, expect, it } from 'vitest';
import { prefixUpperBound } from './history-list.query.js';

/** The order of the subject index (text_pattern_ops): UTF-8 bytes. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

describe('prefixUpperBound', () => {
  it('raises the last code point, so the range holds exactly the strings a prefix starts', () => {
    expect(prefixUpperBound('s001')).toBe('s002');
    expect(prefixUpperBound('nguy\u1EC5')).toBe('nguy\u1EC6'); // ễ → Ệ, the next code point
    for (const [prefix, inside, outside] of [
      ['s001', 's001999', 's002'],
      ['ab_', 'ab_1', 'ab`'],
      ['é', 'éa', 'ê'],
      ['z\u{10FFFF}', 'z\u{10FFFF}\u{10FFFF}', '{'],
    ] as const) {
      const bound = prefixUpperBound(prefix);
      expect(byteOrder(prefix, inside)).toBeLessThanOrEqual(0);
      expect(byteOrder(inside, bound), `${inside} < ${bound}`).toBeLessThan(0);
      expect(byteOrder(outside, bound)).toBeGreaterThanOrEqual(0);
    }
  });

  it('skips the surrogate range and falls back above any subject for U+10FFFF only', () => {
    expect(prefixUpperBound('\u{D7FF}')).toBe('\u{E000}');
    const bound = prefixUpperBound('\u{10FFFF}');
    expect(byteOrder('\u{10FFFF}'.repeat(300), bound)).toBeLessThan(0);
  });
});
