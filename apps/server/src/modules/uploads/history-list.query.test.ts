import { describe, expect, it } from 'vitest';
import { prefixUpperBound } from './history-list.query.js';

/** The order of the subject index (text_pattern_ops): UTF-8 bytes. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

describe('prefixUpperBound', () => {
  it('raises the last code point, so the range holds exactly the strings a prefix starts', () => {
    expect(prefixUpperBound('s001')).toBe('s002');
    expect(prefixUpperBound('nguy\u1EC5')).toBe('nguy\u1EC6'); // ễ → Ệ, the next code point
    // Over every pair from an alphabet of 1- to 4-byte characters and the surrogate edges:
    // s starts with p ⇔ p ≤ s < bound, in the byte order of the subject index.
    const alphabet = ['a', '`', '_', 'z', '{', 'é', 'ê', '\u{D7FF}', '\u{E000}', '\u{10FFFF}'];
    const strings = [''];
    for (let length = 1; length <= 3; length++)
      for (const s of strings.filter((t) => [...t].length === length - 1))
        for (const c of alphabet) strings.push(s + c);
    for (const prefix of strings.slice(1)) {
      if ([...prefix].every((c) => c === '\u{10FFFF}')) continue; // the fallback, next test
      const bound = prefixUpperBound(prefix);
      for (const s of strings) {
        const inRange = byteOrder(prefix, s) <= 0 && byteOrder(s, bound) < 0;
        expect(inRange, `${prefix} / ${s}`).toBe(s.startsWith(prefix));
      }
    }
  });

  it('skips the surrogate range and falls back above any subject for U+10FFFF only', () => {
    expect(prefixUpperBound('\u{D7FF}')).toBe('\u{E000}');
    const bound = prefixUpperBound('\u{10FFFF}');
    expect(byteOrder('\u{10FFFF}'.repeat(300), bound)).toBeLessThan(0);
  });
});
