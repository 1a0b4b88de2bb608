import { describe, expect, it } from 'vitest';
import { closenessTo, proximitySpan } from './proximity.js';

describe('proximitySpan', () => {
  it('is the fewest words holding every question word the text has', () => {
    const q = 'At how many mg is dupilumab started for acne?';
    const together = 'filler words. Dupilumab for acne is started at 300 mg. more filler';
    const scattered =
      'dupilumab is mentioned here with many other words and later acne, then started at 10 mg';
    expect(proximitySpan(q, together)).toBeLessThan(proximitySpan(q, scattered));
    expect(proximitySpan(q, 'nothing relevant')).toBe(Number.POSITIVE_INFINITY);
  });

  it('counts the words of any case, accent or script between, and not punctuation or emoji', () => {
    const fr = 'Quand le méthotrexate est-il commencé pour le psoriasis ?';
    const frText = 'Psoriasis : le MÉTHOTREXATE – d’abord « 7,5 mg » – est commencé tôt.';
    expect(proximitySpan(fr, frText)).toBe(10);
    const vi = 'Methotrexate bắt đầu với liều bao nhiêu cho bệnh vảy nến?';
    const viText = 'Vảy nến 😀 nặng: ĐẦU TIÊN dùng methotrexate, bắt đầu liều thấp.';
    expect(proximitySpan(vi, viText)).toBe(10);
  });

  it('puts the text holding more of the words as written before a tighter one holding fewer', () => {
    const q = 'At how many mg is dupilumab started for acne?';
    const fact = 'Dupilumab for acne is started at 300 mg and reviewed after 16 weeks.';
    const mention = 'Dupilumab and acne are discussed with the patient; start low.';
    const closeness = closenessTo(q);
    expect(closeness(fact)).toBeGreaterThan(closeness(mention));
    expect(closeness(mention)).toBeGreaterThan(closeness('nothing relevant'));
    expect(closeness(`${fact} ${fact}`)).toBeLessThan(1);
  });
});
