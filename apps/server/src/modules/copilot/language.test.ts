import { describe, expect, it } from 'vitest';
import { detectSearchConfig, searchWordsOf } from './language.js';

describe('search language', () => {
  it('recognises the clinic languages by their small words', () => {
    expect(
      detectSearchConfig('The patient should apply the cream to the affected skin twice a day.'),
    ).toBe('english');
    expect(
      detectSearchConfig(
        'Le patient doit appliquer la crème sur la peau atteinte deux fois par jour avec les soins.',
      ),
    ).toBe('french');
    expect(
      detectSearchConfig(
        'El paciente debe aplicar la crema en la piel afectada dos veces al día con los cuidados.',
      ),
    ).toBe('spanish');
    expect(
      detectSearchConfig('Bệnh nhân nên bôi kem lên vùng da bị ảnh hưởng hai lần mỗi ngày.'),
    ).toBe('simple');
  });

  it('keeps plain words only of a question', () => {
    expect(searchWordsOf("What's the dose? (mg) & | !x")).toBe('what the dose mg');
    expect(searchWordsOf('?!')).toBeNull();
  });
});
