import { describe, expect, it } from 'vitest';
import { substringPattern } from './like-pattern.js';

describe('substringPattern', () => {
  it('matches the lower-cased keyword anywhere, with LIKE wildcards and escapes taken literally', () => {
    expect(substringPattern('T-10')).toBe('%t-10%');
    expect(substringPattern('AB_%\\')).toBe('%ab\\_\\%\\\\%');
  });
});
