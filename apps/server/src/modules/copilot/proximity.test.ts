import { describe, expect, it } from 'vitest';
import { proximitySpan } from './proximity.js';

describe('proximitySpan', () => {
  it('is the fewest words holding every question word the text has', () => {
    const q = 'At how many mg is dupilumab started for acne?';
    const together = 'filler words. Dupilumab for acne is started at 300 mg. more filler';
    const scattered =
      'dupilumab is mentioned here with many other words and later acne, then started at 10 mg';
    expect(proximitySpan(q, together)).toBeLessThan(proximitySpan(q, scattered));
    expect(proximitySpan(q, 'nothing relevant')).toBe(Number.POSITIVE_INFINITY);
  });
});
