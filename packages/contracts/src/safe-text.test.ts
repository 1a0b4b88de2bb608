import { describe, expect, it } from 'vitest';
import { isUnsafeText, unsafeTextPath } from './safe-text.js';

describe('text the database cannot keep', () => {
  it('finds NUL and unpaired surrogates, and passes pairs', () => {
    for (const bad of ['\u0000', 'a\ud800', '\ud800b', '\udc00', 'x\udc00\ud800y', '\ud83d']) {
      expect(isUnsafeText(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['', 'Éruption', '🙂', '\ud83d\ude42 ok', 'line\nbreak\ttab']) {
      expect(isUnsafeText(good), good).toBe(false);
    }
  });
  it('names the first unsafe place in parsed JSON, keys included', () => {
    expect(unsafeTextPath({ a: [1, 'ok', { note: 'x\u0000' }] })).toBe('/a/2/note');
    expect(unsafeTextPath({ ['k\ud800']: 1 })).toBe('/k\ud800');
    expect(unsafeTextPath('\u0000')).toBe('/');
    expect(unsafeTextPath({ a: null, b: 2, c: 'fine' })).toBeNull();
  });
});
