import { describe, expect, it } from 'vitest';
import { quotationMarks } from './quotation-marks.js';

const quote = (question: string, passages: string, text = 'x') => {
  const [open, close] = quotationMarks(question, passages);
  return `${open}${text}${close}`;
};

describe("an extractive answer's quotation marks", () => {
  it("follow the question's language", () => {
    const english = 'Methotrexate is given once weekly with folic acid on another day.';
    expect(quote('What is the weekly dose of methotrexate for the patient?', english)).toBe('“x”');
    // French guillemets hold the quotation with narrow no-break spaces (U+202F).
    expect(
      quote('Quelle est la dose hebdomadaire de méthotrexate pour la patiente ?', english),
    ).toBe('«\u202fx\u202f»');
    expect(
      quote('¿Cuál es la dosis semanal de metotrexato para el paciente y los niños?', english),
    ).toBe('«x»');
    // Brazilian Portuguese, as the app's Portuguese is.
    expect(
      quote('Qual é a dose semanal do metotrexato para o paciente e os filhos?', english),
    ).toBe('“x”');
    expect(quote('Liều methotrexate hằng tuần cho bệnh nhân là bao nhiêu?', english)).toBe('“x”');
  });

  it('read a question too short to tell with the passages quoted', () => {
    const french = 'La crème est appliquée sur tout le corps le soir et rincée le lendemain matin.';
    expect(quote('Perméthrine ?', french)).toBe('«\u202fx\u202f»');
    expect(quote('Perméthrine ?', 'Permethrin is applied to the whole body in the evening.')).toBe(
      '“x”',
    );
  });
});
